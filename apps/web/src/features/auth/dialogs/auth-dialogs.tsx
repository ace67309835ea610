import { useAppSelector } from '#lib/store/app-store';
import { BindMobileDialog } from './bind-mobile-dialog';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { LoginDialog } from './login-dialog';
import { RegisterDialog } from './register-dialog';
import { WechatScanDialog } from './wechat-scan-dialog';

/** The open account dialog (one at a time); its own chunk, loaded the first time one is opened. */
export function AuthDialogs() {
  const open = useAppSelector((s) => s.authDialog.open);
  switch (open) {
    case 'login':
      return <LoginDialog />;
    case 'register':
      return <RegisterDialog />;
    case 'forgotPassword':
      return <ForgotPasswordDialog />;
    case 'wechatScan':
      return <WechatScanDialog />;
    case 'bindMobile':
      return <BindMobileDialog />;
    default:
      return null;
  }
}
