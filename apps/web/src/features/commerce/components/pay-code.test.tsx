import { render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '#lib/i18n/index';
import { mediaQueryList } from '#web-test/media-query';
import commerceCn from '../i18n/cn.json';
import commerceEn from '../i18n/en.json';
import { PayCode } from './pay-code';

const original = window.matchMedia;

/** A browser whose viewport is `width` px wide, as far as max-width queries go. */
function viewport(width: number) {
  window.matchMedia = (query: string) => {
    const max = /max-width:\s*(\d+)px/.exec(query);
    return mediaQueryList(query, max ? width <= Number(max[1]) : false);
  };
}

const cashier = 'http://site.test/payment/index?sign=order-abc';

describe('PayCode', () => {
  beforeAll(async () => {
    await initI18n('cn');
  });
  afterEach(() => {
    window.matchMedia = original;
  });

  it('on a desktop shows the QR of pay_url and a link opening the cashier in a new tab', () => {
    viewport(1920);
    render(<PayCode payUrl={cashier} kind="web" payment="sandbox" />);
    expect(screen.getByRole('img', { name: commerceCn.pay.qrAlt })).toBeTruthy();
    const link = screen.getByRole('link', { name: commerceCn.pay.openCashier });
    // The sandbox cashier is the site's own page: it opens in the interface's language (decision 035).
    expect(link.getAttribute('href')).toBe(`${cashier}&lang=cn`);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.getByText(commerceCn.pay.sandboxHint)).toBeTruthy();
  });

  it('gives the sandbox cashier the language shown now, replacing the one the server put on it', async () => {
    viewport(1920);
    await i18n.changeLanguage('en');
    try {
      render(<PayCode payUrl={`${cashier}&lang=cn`} kind="web" payment="sandbox" />);
      expect(screen.getByRole('link', { name: commerceEn.pay.openCashier }).getAttribute('href')).toBe(
        `${cashier}&lang=en`,
      );
    } finally {
      await i18n.changeLanguage('cn');
    }
  });

  it('on a phone offers the cashier instead of a code the phone would have to scan itself', () => {
    viewport(375);
    render(<PayCode payUrl={cashier} kind="web" payment="alipay" />);
    expect(screen.queryByRole('img', { name: commerceCn.pay.qrAlt })).toBeNull();
    const link = screen.getByRole('link', { name: new RegExp(commerceCn.pay.openCashierPhone) });
    expect(link.getAttribute('href')).toBe(cashier);
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('keeps a WeChat code_url as a QR only, even on a phone (a browser cannot open weixin://)', () => {
    viewport(375);
    render(<PayCode payUrl="weixin://wxpay/bizpayurl?pr=x" kind="app" payment="wechat" />);
    expect(screen.getByRole('img', { name: commerceCn.pay.qrAlt })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText(commerceCn.pay.wechatHint)).toBeTruthy();
  });
});
