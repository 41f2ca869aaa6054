import i18n from 'i18next';
import { MESSAGE_NS } from '../../i18n/setup.ts';

/**
 * Vietnamese for the contract's and the API's vehicle messages. They join the shared message texts
 * when a vehicle screen loads, so the sign-in screen's first chunk stays light.
 */
const VI: Record<string, string> = {
  'Frame number is required': 'Vui lòng nhập số khung',
  'Frame number has 6 to 20 letters and digits': 'Số khung gồm 6 đến 20 chữ cái và chữ số',
  'A vehicle with this frame number is registered': 'Đã có xe đăng ký với số khung này',
  'Engine number has at most 20 characters': 'Số máy tối đa 20 ký tự',
  'Choose a trim': 'Vui lòng chọn phiên bản',
  'Unknown trim': 'Không tìm thấy phiên bản này',
  'Number plate is invalid': 'Biển số không hợp lệ',
  'Colour has at most 50 characters': 'Màu xe tối đa 50 ký tự',
  'Release year must be YYYY or YYYY.MM': 'Năm sản xuất có dạng YYYY hoặc YYYY.MM',
  'Odometer is a whole number of km from 0 to 2,000,000': 'Số km là số nguyên từ 0 đến 2.000.000',
  'Warranty months is a whole number from 0 to 120': 'Số tháng bảo hành là số nguyên từ 0 đến 120',
  'Use YYYY-MM-DD': 'Ngày có dạng YYYY-MM-DD',
  'Date is invalid': 'Ngày không hợp lệ',
  'A warranty vehicle needs its warranty start': 'Xe bảo hành tại trạm cần có ngày bắt đầu bảo hành',
  'Set the warranty start before the vehicle goes under warranty': 'Hãy nhập ngày bắt đầu bảo hành trước khi chuyển xe sang bảo hành tại trạm',
  'Unknown product': 'Không tìm thấy sản phẩm',
  'Vehicle not found': 'Không tìm thấy xe',
  // the fixed descriptions the API writes in a vehicle's history
  'Vehicle edited': 'Đã sửa thông tin xe',
  'Owner changed': 'Đã đổi chủ xe',
  'Under warranty': 'Chuyển sang bảo hành tại trạm',
  'Serviced only': 'Chuyển sang chỉ bảo dưỡng',
};

i18n.addResourceBundle('vi', MESSAGE_NS, VI, true, false);
