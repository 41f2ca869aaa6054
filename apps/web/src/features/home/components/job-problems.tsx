import type { JobProblem } from '@admin/contract';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { jobProblemsQuery } from '../api.ts';

/** What became of a run: retried at a time, given up, or left by a process that died. */
function Outcome({ problem }: { problem: JobProblem }) {
  const { t } = useTranslation();
  if (problem.status === 'running') return <>{t('home.jobs.abandoned')}</>;
  return problem.next_attempt_at ? (
    <>{t('home.jobs.retry', { count: problem.attempts, at: formatDateTime(problem.next_attempt_at) })}</>
  ) : (
    <>{t('home.jobs.gaveUp', { count: problem.attempts })}</>
  );
}

/**
 * Scheduled work that needs a person, above the work waiting, for those with full access only
 * (the server answers no one else): each run's job, due time, attempts, what comes next and its error.
 */
export function JobProblems({ fullAccess }: { fullAccess: boolean }) {
  const { t } = useTranslation();
  const problems = useQuery({ ...jobProblemsQuery(), enabled: fullAccess });
  if (!fullAccess || !problems.data || problems.data.length === 0) return null;
  return (
    <Alert severity="warning" sx={{ mb: 3 }} data-testid="job-problems">
      <AlertTitle>{t('home.jobs.title', { count: problems.data.length })}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {problems.data.map((problem) => (
          <li key={`${problem.name} ${problem.due_at}`} data-testid={`job-problem-${problem.name}`}>
            <strong>{t(`home.jobs.names.${problem.name}`, { defaultValue: problem.name })}</strong>
            {' · '}
            {t('home.jobs.due', { at: formatDateTime(problem.due_at) })}
            {' · '}
            <Outcome problem={problem} />
            {problem.error && (
              <Box
                component="span"
                sx={{ display: 'block', color: 'text.secondary', fontFamily: 'monospace', fontSize: 13 }}
              >
                {problem.error}
              </Box>
            )}
          </li>
        ))}
      </Box>
    </Alert>
  );
}
