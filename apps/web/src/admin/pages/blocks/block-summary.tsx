import type { TAdminViewBlock } from '@shuyuan/contract/admin-blocks';
import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import './i18n/register';

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const num = (v: unknown) => (typeof v === 'number' ? v : 0);

/** One line (or a strip of pictures) telling what a block shows, for the list. */
export function BlockSummary({ block }: { block: TAdminViewBlock }) {
  const { t } = useTranslation('admin-blocks');
  const { config } = block;
  const title = <Typography.Text strong>{str(config.title)}</Typography.Text>;
  const picked = block.picked.map((p) => p.title).join(t('listSeparator'));
  switch (block.kind) {
    case 'vod':
      return (
        <Space orientation="vertical" size={0}>
          {title}
          <Typography.Text type="secondary" ellipsis style={{ maxWidth: 760 }}>
            {t('itemsCount', { n: String(block.picked.length) })} · {picked}
          </Typography.Text>
        </Space>
      );
    case 'activate':
      return (
        <Space orientation="vertical" size={0}>
          {title}
          <Typography.Text type="secondary" ellipsis style={{ maxWidth: 760 }}>
            {picked || t('upcoming', { n: String(num(config.limit)) })}
          </Typography.Text>
        </Space>
      );
    case 'article':
    case 'announcement':
      return (
        <Space orientation="vertical" size={0}>
          {title}
          <Typography.Text type="secondary">{t('newest', { n: String(num(config.limit)) })}</Typography.Text>
        </Space>
      );
    case 'slider': {
      const items = Array.isArray(config.items) ? (config.items as { thumb: string }[]) : [];
      return (
        <Space size={8} wrap>
          {items.map((item, i) => (
            <img
              // biome-ignore lint/suspicious/noArrayIndexKey: a picture may repeat; the strip is redrawn whole
              key={`${i}-${item.thumb}`}
              className="admin-thumb"
              style={{ width: 120, height: 45 }}
              src={item.thumb}
              alt=""
            />
          ))}
        </Space>
      );
    }
    case 'code':
      return (
        <Typography.Text type="secondary" ellipsis style={{ maxWidth: 760 }}>
          {str(config.html)
            .replace(/<[^>]*>/g, ' ')
            .replace(/\s+/g, ' ')
            .trim()}
        </Typography.Text>
      );
    default:
      return (
        <Typography.Text type="secondary" code>
          {block.sign}
        </Typography.Text>
      );
  }
}
