import { Input, type InputProps, type InputRef } from 'antd';
import { forwardRef, type ReactNode } from 'react';
import '#shared/auth-form.css';

/**
 * An input with a control beside it (the captcha image, the "get code" button). It is the direct child of
 * its Form.Item, so the item's id, value, aria-invalid and aria-describedby land on the input itself and
 * the label and the error stay tied to it.
 */
export const InputWithAside = forwardRef<InputRef, InputProps & { aside: ReactNode }>(function InputWithAside(
  { aside, ...props },
  ref,
) {
  return (
    <div className="auth-row">
      <Input ref={ref} size="large" {...props} />
      {aside}
    </div>
  );
});
