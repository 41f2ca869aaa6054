import i18n from 'i18next';
import { MESSAGE_NS } from '../../i18n/setup.ts';

/**
 * Vietnamese for the contract's and the API's messages of the content areas. They join the shared
 * message texts when a content screen loads, so the sign-in screen's first chunk stays light.
 */
const VI: Record<string, string> = {
  'Title is required': 'Vui lòng nhập tiêu đề',
  'Name is required': 'Vui lòng nhập tên',
  'Question is required': 'Vui lòng nhập câu hỏi',
  'Answer is required': 'Vui lòng nhập câu trả lời',
  'Content is required': 'Vui lòng nhập nội dung',
  'Message is required': 'Vui lòng nhập nội dung tin nhắn',
  'Choose a category': 'Hãy chọn danh mục',
  'Choose a page': 'Hãy chọn trang',
  'Choose an article': 'Hãy chọn bài viết',
  'Choose an audience': 'Hãy chọn người nhận',
  'Choose at least one item': 'Hãy chọn ít nhất một mục',
  'Choose at least one platform': 'Hãy chọn ít nhất một nền tảng',
  'A level-1 category has no parent': 'Danh mục cấp 1 không có danh mục cha',
  'A level-2 category needs a level-1 parent': 'Danh mục cấp 2 cần một danh mục cha cấp 1',
  'Start time is required': 'Vui lòng nhập thời gian bắt đầu',
  'End time is required': 'Vui lòng nhập thời gian kết thúc',
  'Start time is invalid': 'Thời gian bắt đầu không hợp lệ',
  'End time is invalid': 'Thời gian kết thúc không hợp lệ',
  'End time must be after start time': 'Thời gian kết thúc phải sau thời gian bắt đầu',
  'Scheduled time is invalid': 'Thời gian gửi không hợp lệ',
  'Link must be an http(s) URL or a path starting with /': 'Liên kết phải là địa chỉ http(s) hoặc đường dẫn bắt đầu bằng /',
  'Slug may contain only lower-case letters, digits and hyphens': 'Đường dẫn chỉ gồm chữ thường không dấu, số và dấu gạch ngang',
  'Email is invalid': 'E-mail không hợp lệ',
  'Hotline is invalid': 'Hotline không hợp lệ',
  'Must be a whole number': 'Phải là số nguyên',
  'Title must be at most 120 characters': 'Tiêu đề tối đa 120 ký tự',
  'Title must be at most 255 characters': 'Tiêu đề tối đa 255 ký tự',
  'Message must be at most 2000 characters': 'Nội dung tối đa 2000 ký tự',
  'Description must be at most 1000 characters': 'Mô tả tối đa 1000 ký tự',
  'Only a scheduled campaign can be cancelled': 'Chỉ huỷ được chiến dịch đang chờ gửi',
  'The file must be a JPEG, PNG, WebP or GIF image': 'Tệp phải là ảnh JPEG, PNG, WebP hoặc GIF',
  'The image must be at most 5 MB': 'Ảnh tối đa 5 MB',
};

i18n.addResourceBundle('vi', MESSAGE_NS, VI, true, false);
