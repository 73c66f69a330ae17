import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';

// Dates are shown in Chinese (一月, weeks from Monday). Only the signed-in shell's pages show dates, so the
// shell sets this when it loads and the login page goes without dayjs.
dayjs.locale('zh-cn');
