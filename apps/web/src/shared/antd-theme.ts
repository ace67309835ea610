import type { ThemeConfig } from 'antd';

/**
 * Green primary (spec §9). #15803d keeps white text at 5.0:1 and green text on white at 5.0:1 (WCAG AA);
 * hover and active get darker, not lighter, so buttons never drop below 4.5:1.
 */
export const BRAND = {
  primary: '#15803d',
  primaryHover: '#166534',
  primaryActive: '#14532d',
  price: '#dc2626',
} as const;

export const FONT_STACK =
  '-apple-system, BlinkMacSystemFont, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans SC", "Noto Sans CJK SC", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export const antdTheme: ThemeConfig = {
  token: {
    colorPrimary: BRAND.primary,
    colorPrimaryHover: BRAND.primaryHover,
    colorPrimaryActive: BRAND.primaryActive,
    colorLink: BRAND.primary,
    colorLinkHover: BRAND.primaryHover,
    colorLinkActive: BRAND.primaryActive,
    colorSuccess: BRAND.primary,
    colorError: BRAND.price,
    colorTextDescription: '#5b6472',
    colorTextTertiary: '#5b6472',
    // antd's #bfbfbf (1.8:1) is unreadable; a select's placeholder is the only name some filters show.
    colorTextPlaceholder: '#6b7280',
    borderRadius: 8,
    fontFamily: FONT_STACK,
    fontSize: 14,
  },
  components: {
    Button: { primaryShadow: 'none' },
    Carousel: { dotWidth: 24, dotActiveWidth: 32, dotHeight: 4 },
  },
};
