import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { useHref, useNavigate } from 'react-router';

/** An antd button that is a real link (one <a>, no button inside a link) and navigates in-app. */
export function LinkButton({ to, onClick, ...props }: Omit<ButtonProps, 'href'> & { to: string }) {
  const href = useHref(to);
  const navigate = useNavigate();
  const follow = (e: MouseEvent<HTMLElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    navigate(to);
  };
  return <Button {...props} href={href} onClick={follow} />;
}
