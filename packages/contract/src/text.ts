/**
 * Lower case without Vietnamese diacritics: "Hà Nội" → "ha noi", "Đăng sản phẩm" → "dang san pham".
 * The API folds its search text with it and the command palette folds what is typed the same way.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .trim();
}
