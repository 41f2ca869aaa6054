import { categoryBody, categoryListQuery, categoryStatusBody, newsCategory } from '@admin/contract';
import { areaRoutes } from '../../lib/routes.ts';
import { rowRoutes } from '../../lib/row-routes.ts';
import {
  createCategory,
  deleteCategory,
  getCategory,
  listCategories,
  setCategoryStatus,
  updateCategory,
} from './categories.repository.ts';

export const categoriesRoutes = areaRoutes(['news categories'], async (app) => {
  rowRoutes(app, {
    path: '/category',
    permissions: 'category',
    bulk: { kind: 'news_category' },
    entity: newsCategory,
    list: { summary: 'News categories, 50 a page, in their sort order', query: categoryListQuery, run: listCategories },
    create: {
      summary: 'Create a news category (the slug is made from the name when blank)',
      body: categoryBody,
      run: createCategory,
    },
    get: { summary: 'One news category', run: getCategory },
    update: {
      method: 'POST',
      summary: 'Edit a news category (the spec’s update is a POST)',
      body: categoryBody,
      run: updateCategory,
    },
    status: {
      method: 'PATCH',
      permission: 'category-update',
      summary: 'Show (1) or hide (0) a news category',
      body: categoryStatusBody,
      run: setCategoryStatus,
    },
    delete: {
      summary: 'Delete an empty news category (409 while it holds articles)',
      inUse: true,
      run: deleteCategory,
    },
  });
});
