import type { Access } from '../../plugins/permissions.ts';
import type { RouteCase } from './route-case.ts';

/** The loan officer holds no permission of the content area; the news writer holds only news-list. */
const OUTSIDERS = ['loan'];

function route(
  method: string,
  path: string,
  permission: Access,
  bad?: RouteCase['bad'],
  url?: string,
  forbiddenAs: string[] = OUTSIDERS,
): RouteCase {
  const concrete = url ?? path.replace(':id', '1').replace(':level', '1');
  return {
    method,
    route: `/api${path}`,
    url: `/api${concrete}`,
    permission,
    forbiddenAs,
    ...(bad ? { bad: { ...bad, url: bad.url ? `/api${bad.url}` : undefined } } : {}),
  };
}

const badId = (path: string) => ({ url: path.replace(':id', 'abc'), fields: ['id'] });

/** News, categories, comments, banners, events, pop-ups, pages, FAQs and their categories, partners, leads, reviews, editor uploads. */
export const contentRoutes: RouteCase[] = [
  route('GET', '/news', 'news-list', { query: { count: 0, status: 'live' }, fields: ['count', 'status'] }),
  route(
    'POST',
    '/news',
    'news-create',
    { body: { title: ' ' }, fields: ['category_id', 'title', 'content'] },
    undefined,
    ['loan', 'news'],
  ),
  route('GET', '/news/related', 'news-list', { query: { count: 50 }, fields: ['count'] }),
  route('GET', '/news/:id', 'news-list', badId('/news/:id')),
  route('PUT', '/news/:id', 'news-update', { body: {}, fields: ['category_id', 'title', 'content'] }, undefined, [
    'loan',
    'news',
  ]),
  route('PATCH', '/news/:id', 'news-status', { body: { status: 'live' }, fields: ['status'] }, undefined, [
    'loan',
    'news',
  ]),
  route('DELETE', '/news/:id', 'news-delete', { url: '/news/0', fields: ['id'] }, undefined, ['loan', 'news']),

  route('GET', '/category', 'category-index', { query: { sort_by: 'slug' }, fields: ['sort_by'] }),
  route('POST', '/category', 'category-create', { body: {}, fields: ['name'] }),
  route('GET', '/category/:id', 'category-index', badId('/category/:id')),
  route('POST', '/category/:id', 'category-update', { body: { name: '', sort: -1 }, fields: ['name', 'sort'] }),
  route('PATCH', '/category/:id', 'category-update', { body: { status: 5 }, fields: ['status'] }),
  route('DELETE', '/category/:id', 'category-delete', badId('/category/:id')),

  route('GET', '/comment', 'comment-index', { query: { status: 'hidden' }, fields: ['status'] }),
  route('POST', '/comment', 'comment-create', { body: {}, fields: ['news_id', 'content'] }),
  route('GET', '/comment/:id', 'comment-index', badId('/comment/:id')),
  route('POST', '/comment/:id', 'comment-update', { body: { content: '' }, fields: ['content'] }),
  route('PATCH', '/comment/:id', 'comment-status', { body: { status: 'pending' }, fields: ['status'] }),
  route('DELETE', '/comment/:id', 'comment-delete', badId('/comment/:id')),

  ...['', '/v2'].flatMap((v) => [
    route('GET', `${v}/banners`, 'banners-index', {
      query: { count: 0, platform: 'tv' },
      fields: ['count', 'platform'],
    }),
    route('POST', `${v}/banners`, 'banners-create', {
      body: {},
      fields: ['title', 'page', 'position', 'platform', 'thumbnail'],
    }),
    route('GET', `${v}/banners/:id`, 'banners-index', badId(`${v}/banners/:id`)),
    route('POST', `${v}/banners/:id`, 'banners-update', {
      body: { title: 'Banner', page: 1, position: 'top', platform: ['web', 'web'], _method: 'PATCH' },
      fields: ['platform', '_method'],
    }),
  ]),
  route('POST', '/banners/sort', 'banners-update', { body: { ids: [] }, fields: ['ids'] }),
  route('PUT', '/banners/:id', 'banners-status', { body: { status: 2 }, fields: ['status'] }),
  route('DELETE', '/banners/:id', 'banners-delete', badId('/banners/:id')),
  route('GET', '/v2/banners/list', 'banners-index', { query: { position: 'left' }, fields: ['position'] }),
  route('GET', '/page-banners', 'banners-index'),

  route('GET', '/events', 'events-index', { query: { sort_by: 'slug' }, fields: ['sort_by'] }),
  route('POST', '/events', 'events-create', { body: {}, fields: ['title'] }),
  route(
    'GET',
    '/events/check-title-seo',
    'events-index',
    { url: '/events/check-title-seo', query: {}, fields: ['title'] },
    '/events/check-title-seo?title=x',
  ),
  route('POST', '/events/status/:id', 'events-status', { body: { status: 'on' }, fields: ['status'] }),
  route('GET', '/events/:id', 'events-index', badId('/events/:id')),
  route('POST', '/events/:id', 'events-update', {
    body: { title: 'Ngày hội', start_time: 'soon', slug: 'Not A Slug' },
    fields: ['start_time', 'slug'],
  }),
  route('DELETE', '/events/:id', 'events-delete', badId('/events/:id')),

  route('GET', '/popups', 'popups-view', { query: { status: 3 }, fields: ['status'] }),
  route('POST', '/popups', 'popups-create', { body: {}, fields: ['title', 'page', 'platform', 'image'] }),
  route('GET', '/popups/:id', 'popups-view', badId('/popups/:id')),
  route('POST', '/popups/:id', 'popups-update', {
    body: { frequency: 'hourly' },
    fields: ['title', 'page', 'platform', 'frequency'],
  }),
  route('DELETE', '/popups/:id', 'popups-delete', badId('/popups/:id')),
  route('PUT', '/popups/:id/change-status', 'popups-status', { body: {}, fields: ['status'] }),

  route('GET', '/pages', 'pages-view', { query: { sort_by: 'status' }, fields: ['sort_by'] }),
  route('POST', '/pages', 'pages-create', { body: {}, fields: ['title'] }),
  route('GET', '/pages/:id', 'pages-view', badId('/pages/:id')),
  route('PUT', '/pages/:id', 'pages-update', { body: { slug: 'Not A Slug' }, fields: ['title', 'slug'] }),
  route('DELETE', '/pages/:id', 'pages-delete', badId('/pages/:id')),
  route('PUT', '/pages/:id/change-status', 'pages-status', { body: { status: 'x' }, fields: ['status'] }),
  route('GET', '/pages/:id/popup', 'pages-view', badId('/pages/:id/popup')),
  route('GET', '/pages/:id/banner', 'pages-view', badId('/pages/:id/banner')),

  route('GET', '/faqs', 'faqs-index', { query: { count: 0 }, fields: ['count'] }),
  route('POST', '/faqs', 'faqs-create', { body: {}, fields: ['question', 'answer', 'category_id'] }),
  route('GET', '/faqs/category', 'faqs-index'),
  route('GET', '/faqs/category/level/:level', 'faqs-index', { url: '/faqs/category/level/3', fields: ['level'] }),
  route('PUT', '/faqs/status/:id', 'faqs-status', { body: {}, fields: ['status'] }),
  route('GET', '/faqs/:id', 'faqs-index', badId('/faqs/:id')),
  route('POST', '/faqs/:id', 'faqs-update', { body: { question: 'x' }, fields: ['answer', 'category_id'] }),
  route('DELETE', '/faqs/:id', 'faqs-delete', badId('/faqs/:id')),

  route('GET', '/category-faqs', 'category-faqs-index', { query: { level: 3 }, fields: ['level'] }),
  route('POST', '/category-faqs', 'category-faqs-create', {
    body: { name: 'Mua xe', level: 2 },
    fields: ['parent_id'],
  }),
  route(
    'GET',
    '/category-faqs/level',
    'category-faqs-index',
    { url: '/category-faqs/level', query: { level: 'x' }, fields: ['level'] },
    '/category-faqs/level?level=1',
  ),
  route('GET', '/category-faqs/detail/:id', 'category-faqs-index', badId('/category-faqs/detail/:id')),
  route('PUT', '/category-faqs/:id', 'category-faqs-update', { body: {}, fields: ['name', 'level'] }),
  route('DELETE', '/category-faqs/:id', 'category-faqs-delete', badId('/category-faqs/:id')),
  route('GET', '/category-faqs/:id/faq', 'category-faqs-index', badId('/category-faqs/:id/faq')),

  route('GET', '/partners', 'partners-view', { query: { type: 'shop' }, fields: ['type'] }),
  route('POST', '/partners', 'partners-create', { body: {}, fields: ['name', 'type'] }),
  route('GET', '/partners/:id', 'partners-view', badId('/partners/:id')),
  route('POST', '/partners/:id', 'partners-update', {
    body: { name: 'VPBank', type: 'bank', email: 'no' },
    fields: ['email'],
  }),
  route('PUT', '/partners/active/:id', 'partners-status', { body: { active: 'yes' }, fields: ['active'] }),

  route('GET', '/leads', 'leads-view', { query: { start_date: '2024/01/01' }, fields: ['start_date'] }),
  route('GET', '/leads/:id', 'leads-view', badId('/leads/:id')),
  route('PUT', '/leads/status/update-multi', 'leads-status', {
    body: { ids: [], status: 'won' },
    fields: ['ids', 'status'],
  }),

  route('GET', '/reviews', 'reviews-index', { query: { rating: 6 }, fields: ['rating'] }),
  route('GET', '/reviews/:id', 'reviews-index', badId('/reviews/:id')),
  route('PUT', '/reviews/:id/status', 'reviews-status', { body: { status: 'pending' }, fields: ['status'] }),

  route('POST', '/uploads/images', null, { body: {}, fields: ['image'] }),
];
