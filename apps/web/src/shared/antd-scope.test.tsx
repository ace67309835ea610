import { act, render, screen } from '@testing-library/react';
import { Button, ConfigProvider } from 'antd';
import { describe, expect, it } from 'vitest';
import { AntdScope } from './antd-scope';

// A write that answers within the spinner's first frame: loading goes true, then false, before any transition.
function toggleLoading(wrap: (button: React.ReactNode) => React.ReactNode) {
  const view = (loading: boolean) => wrap(<Button loading={loading}>下架</Button>);
  const { rerender } = render(view(false));
  act(() => rerender(view(true)));
  expect(screen.getByRole('button').getAttribute('class')).toContain('ant-btn-loading');
  act(() => rerender(view(false)));
  return screen.getByRole('button');
}

describe('buttons in the antd scope', () => {
  it('lose the spinner and its "loading" name at once when the write answers', () => {
    const button = toggleLoading((b) => <AntdScope>{b}</AntdScope>);
    expect(button.querySelector('[aria-label="loading"]')).toBeNull();
    // antd spaces two Chinese characters out (下 架); the name is that and nothing more.
    expect(screen.getByRole('button', { name: /^下\s?架$/ })).toBe(button);
  });

  it('keep it so inside a nested provider, as the console has', () => {
    const button = toggleLoading((b) => (
      <AntdScope>
        <ConfigProvider theme={{ token: { borderRadius: 4 } }}>{b}</ConfigProvider>
      </AntdScope>
    ));
    expect(button.querySelector('[aria-label="loading"]')).toBeNull();
  });

  it('(why) antd by itself leaves the leaving icon in the name', () => {
    const button = toggleLoading((b) => b);
    expect(button.querySelector('[aria-label="loading"]')).not.toBeNull();
  });
});
