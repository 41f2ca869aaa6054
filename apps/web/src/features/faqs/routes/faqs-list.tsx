// Off the ListScreen kit: the questions are cards, nine a page, not the rows of a table (docs/architecture.md, the kit).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '../../../lib/areas.ts';
import { urlListLoader } from '../../../lib/crud.ts';
import { listFilters, optionsFilter } from '../../../components/lists/list-filters.tsx';
import { HeaderAction } from '../../../components/header-action.tsx';
import { ListHeader } from '../../../components/page-header.tsx';
import { faqCategoryTreeQuery, faqs } from '../api.ts';
import { FaqCards } from '../components/faq-cards.tsx';

// no saved views: the loader reads the page alone
export const loader = urlListLoader({ urlState: faqs.urlState, listQuery: faqs.listQuery }, faqCategoryTreeQuery);

/** /faqs: the questions, nine a page. */
export function Component() {
  const { t } = useTranslation();
  const { search, onSearch, list } = faqs.useList();
  const tree = useQuery(faqCategoryTreeQuery());
  const categoryOptions = (tree.data ?? []).flatMap((c) => [
    { value: c.id, label: c.name },
    ...c.children.map((ch) => ({ value: ch.id, label: `— ${ch.name}` })),
  ]);
  return (
    <>
      <ListHeader
        texts="faqs.list"
        count={list.data?.total ?? 0}
        actions={
          <>
            <Button component={Link} to={href('faq-categories.list')}>
              {t('faqCategories.list.title')}
            </Button>
            <HeaderAction screen="faqs.create" testId="faq-create" label={t('faqs.list.create')} />
          </>
        }
      />
      <Card sx={{ mb: 2 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.25, p: 1.5 }}>
          {listFilters('faqs.list', search, onSearch, [
            { type: 'search', key: 'q' },
            optionsFilter('category_id', t('faqs.fields.category'), categoryOptions, 'faqs-category-filter', 220),
            { type: 'yesno', key: 'status', label: t('fields.status'), testId: 'faqs-status-filter' },
          ])}
        </Box>
      </Card>
      <FaqCards
        rows={list.data?.data ?? []}
        total={list.data?.total ?? 0}
        page={search.page}
        onPage={(page) => onSearch({ page })}
      />
    </>
  );
}
