import { Button } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AuthModal,
  CodeBindNewMobileDialog,
  changeMemberMobile,
  NewMobileForm,
  verifyMemberMobile,
} from '#features/auth';
import { useReloadMember } from '../api/member-detail';
import '../i18n/register';

type Step = 'idle' | 'verify' | 'new';

/**
 * 更换手机号 in two steps (meedu-api.md §3.3): prove the current number with an SMS code (POST
 * /member/verify gives a one-time sign), then bind the new number with its own code in the
 * code-bind-new-mobile dialog (PUT /member/mobile with the sign).
 */
export function ChangeMobile({ mobile }: { mobile: string }) {
  const { t } = useTranslation('member');
  const reload = useReloadMember();
  const [step, setStep] = useState<Step>('idle');
  const [sign, setSign] = useState('');

  const verify = async (current: string, code: string) => {
    const answer = await verifyMemberMobile(current, code);
    setSign(answer.sign);
    setStep('new');
  };

  return (
    <>
      <Button type="link" size="small" onClick={() => setStep('verify')}>
        {t('profile.changeMobile')}
      </Button>
      <AuthModal
        open={step === 'verify'}
        title={t('profile.verifyMobileTitle')}
        onClose={() => setStep('idle')}
        returnFocus
        maskClosable
        closeLabel={t('profile.cancel')}
      >
        <NewMobileForm
          name="verify-current-mobile"
          lead={t('profile.verifyMobileLead')}
          fixedMobile={mobile}
          submitText={t('profile.verifyMobileNext')}
          onSubmit={verify}
        />
      </AuthModal>
      {/* Lazy (auth's entry), and rendered closed from the start: its code loads with this page. */}
      <Suspense fallback={null}>
        <CodeBindNewMobileDialog
          open={step === 'new'}
          onSubmit={(next, code) => changeMemberMobile(next, code, sign)}
          onClose={() => setStep('idle')}
          onDone={() => {
            setStep('idle');
            void reload();
          }}
        />
      </Suspense>
    </>
  );
}
