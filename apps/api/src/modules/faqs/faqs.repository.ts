import { type Faq, type FaqBody, type FaqListQuery, type SwitchValue, faq } from '@admin/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { searchText } from '../../db/search.ts';
import { deleteAudited, insertAudited, setStatusAudited, updateAudited } from '../../lib/audited.ts';
import { entityFields } from '../../lib/columns.ts';
import type { Page } from '../../lib/envelope.ts';
import { invalid } from '../../lib/http-error.ts';
import { filtered } from '../../lib/list-filters.ts';
import { pageOf, sortRows } from '../../lib/paging.ts';
import { isBlankHtml, sanitizeRichText } from '../../lib/rich-text.ts';
import { rowReader } from '../../lib/rows.ts';
import type { Actor } from '../../lib/audit-log.ts';

const faqs = rowReader(
  (db) =>
    db
      .selectFrom('faqs as f')
      .innerJoin('faq_categories as c', 'c.id', 'f.category_id')
      .selectAll('f')
      .select(['c.name as category_name', 'c.level as category_level']),
  (row): Faq => ({
    ...entityFields(faq, row),
    category: { id: row.category_id, name: row.category_name, level: row.category_level },
    status: row.status as SwitchValue,
  }),
  { key: 'f.id', missing: 'FAQ not found' },
);

export interface FaqFilter {
  page: number;
  count: number;
  q?: string;
  category_id?: number;
  status?: SwitchValue;
  sort_by?: FaqListQuery['sort_by'];
  order_by?: FaqListQuery['order_by'];
}

/** FAQs; a category filter also finds the FAQs of its level-2 children. */
export async function listFaqs(db: Kysely<DB>, query: FaqFilter): Promise<Page<Faq>> {
  let base = filtered(db.selectFrom('faqs as f'), query, { search: 'f.search_text', equal: { status: 'f.status' } });
  if (query.category_id) {
    const categoryId = query.category_id;
    base = base.where((eb) =>
      eb.or([
        eb('f.category_id', '=', categoryId),
        eb('f.category_id', 'in', eb.selectFrom('faq_categories').select('id').where('parent_id', '=', categoryId)),
      ]),
    );
  }
  const sortBy = query.sort_by ?? 'sort';
  const orderBy = query.order_by ?? 'asc';
  const rows = sortRows(faqs.within(db, base), { table: 'f', sortBy, orderBy });
  return pageOf(base, rows, query, faqs.toItem);
}

export const getFaq = faqs.one;

async function checkBody(db: Kysely<DB>, body: FaqBody): Promise<string> {
  const answer = sanitizeRichText(body.answer);
  const category = await db
    .selectFrom('faq_categories')
    .select('id')
    .where('id', '=', body.category_id)
    .executeTakeFirst();
  const errors: Record<string, string[]> = {};
  if (isBlankHtml(answer)) errors.answer = ['Answer is required'];
  if (!category) errors.category_id = ['Unknown FAQ category'];
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return answer;
}

const fields = (body: FaqBody, answer: string) => ({
  question: body.question,
  answer,
  category_id: body.category_id,
  sort: body.sort,
  status: body.status,
  search_text: searchText(body.question),
});

export async function createFaq(db: Kysely<DB>, actor: Actor, body: FaqBody): Promise<Faq> {
  const answer = await checkBody(db, body);
  const id = await insertAudited(db, actor, { table: 'faqs', entity: 'faq', values: fields(body, answer) });
  return getFaq(db, id);
}

export async function updateFaq(db: Kysely<DB>, actor: Actor, id: number, body: FaqBody): Promise<Faq> {
  const before = await getFaq(db, id);
  const answer = await checkBody(db, body);
  await updateAudited(db, actor, { table: 'faqs', entity: 'faq', id, set: fields(body, answer), before });
  return getFaq(db, id);
}

export async function setFaqStatus(db: Kysely<DB>, actor: Actor, id: number, status: SwitchValue): Promise<Faq> {
  return setStatusAudited(db, actor, { table: 'faqs', entity: 'faq', id, change: { status }, load: getFaq });
}

export async function deleteFaq(db: Kysely<DB>, actor: Actor, id: number): Promise<{ id: number }> {
  return deleteAudited(db, actor, { table: 'faqs', entity: 'faq', id, before: await getFaq(db, id) });
}
