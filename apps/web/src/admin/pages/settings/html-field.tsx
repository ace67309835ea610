import { Input } from 'antd';
import { RichText } from '#shared/rich-text';

/** HTML source beside its rendering (sanitised again on save and on every page that shows it). */
export function HtmlField({
  value = '',
  onChange,
  label,
}: {
  value?: string;
  onChange?: (v: string) => void;
  label: string;
}) {
  return (
    <div className="admin-md">
      <Input.TextArea
        aria-label={label}
        value={value}
        onChange={(e) => onChange?.(e.target.value)}
        autoSize={{ minRows: 10, maxRows: 20 }}
      />
      <section className="admin-md-preview" aria-label={label} style={{ minHeight: 240 }}>
        <RichText html={value} />
      </section>
    </div>
  );
}
