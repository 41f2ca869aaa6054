import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { navigate, useE2E } from './harness.ts';
import { choose, openList, pictureFile, shot } from './screen-helpers.ts';

const e2e = useE2E();

describe('news articles', () => {
  test('write an article with a picture, publish it, read it with its related articles', async () => {
    const { context, page } = await e2e.adminPage({ locale: 'vi', path: '/news' });

    await openList(page, '/news', 'news-list-vi');
    await page.locator('[data-testid="news-write"]').click();
    await page.waitForURL('**/news/create');

    await page.locator('input[name="title"]').fill('Kinh nghiệm chọn mua xe tay ga cũ cho sinh viên');
    await page.locator('textarea[name="summary"]').fill('Năm điều cần kiểm tra trước khi xuống tiền.');
    // the category is required: the form says so before anything is sent
    await page.locator('[data-testid="form-save"]').click();
    await page.getByText('Choose a category').or(page.getByText('Hãy chọn danh mục')).first().waitFor();
    const categoryField = page.locator('[data-testid="field-category_id"]');
    await categoryField.click();
    await page.locator('[data-testid^="option-category_id-"]').first().click();
    await choose(page, 'status', 'published');

    // the editor's code is held back while the first words are typed into its stand-in: the words,
    // and the space after them, are kept when the editor takes its place
    let release = () => {};
    const held = new Promise<void>((resolve) => void (release = resolve));
    await page.route('**/rich-text-editor-*.js', async (route) => {
      await held;
      await route.continue();
    });
    const editor = page.locator('[data-testid="news-content"]');
    await editor.click();
    await page.keyboard.type('Kiểm tra số khung, ');
    release();
    await page.locator('[data-testid="news-content"].ProseMirror').waitFor();
    await page.keyboard.type('số máy và giấy tờ xe trước tiên.');
    await editor.getByText('Kiểm tra số khung, số máy và giấy tờ xe trước tiên.').waitFor();
    await page
      .locator('[data-testid="news-content-image-input"]')
      .setInputFiles(await pictureFile('xe-ga.png', '#2f6fde'));
    await editor.locator('img').waitFor();
    await page
      .locator('[data-testid="news-thumbnail"]')
      .setInputFiles(await pictureFile('anh-dai-dien.png', '#f59e0b', 640, 400));
    await page.locator('aside img, [data-testid="news-form"] img[alt]').first().waitFor();
    await shot(page, 'news-create-vi');
    await page.locator('[data-testid="form-save"]').click();

    // creating leads to the article's edit page
    await page.waitForURL(/\/news\/\d+\/edit$/);
    const id = Number(/\/news\/(\d+)\/edit$/.exec(page.url())?.[1]);
    assert.ok(id > 0);
    assert.equal(
      await page.locator('input[name="title"]').inputValue(),
      'Kinh nghiệm chọn mua xe tay ga cũ cho sinh viên',
    );
    await page.getByText('Đã xuất bản').first().waitFor();
    await page.getByText('Nguyễn Thành Công').first().waitFor();

    await page.locator('[data-testid="news-open-view"]').click();
    await page.waitForURL(`**/news/${id}`);
    const article = page.locator('[data-testid="news-article"]');
    await article.getByText('Kiểm tra số khung, số máy').waitFor();
    assert.equal(
      (await article.locator('img[src^="/uploads/"]').count()) >= 1,
      true,
      'the uploaded picture is in the article',
    );
    await page.locator('[data-testid="news-related"] a').first().waitFor();
    await shot(page, 'news-view-vi');

    // the list finds it by its title and by its status
    await navigate(page, '/news?status=published&q=sinh%20vi%C3%AAn');
    await page.locator(`.DataTable-row[data-id="${id}"]`).waitFor();

    // sorting is the server's, kept in the URL
    await navigate(page, '/news');
    await page.locator('.DataTable-columnHeader[data-field="title"] .DataTable-columnHeaderTitle').click();
    await page.waitForURL(/sort_by=title/);
    await context.close();
  });
});
