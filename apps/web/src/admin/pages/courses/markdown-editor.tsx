import { Input, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { RichText } from '#shared/rich-text';
import { useMarkdownPreview } from './course-queries';

interface Props {
  /** Given by Form.Item: on the text area, the item's label names it. */
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  previewLabel: string;
}

/** Markdown on the left, the storefront's rendering (formulas, code) on the right, half a second behind. */
export function MarkdownEditor({ id, value = '', onChange, previewLabel }: Props) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), 500);
    return () => clearTimeout(timer);
  }, [value]);
  const preview = useMarkdownPreview(settled);

  return (
    <div className="admin-md">
      <Input.TextArea
        id={id}
        value={value}
        onChange={(e) => onChange?.(e.target.value)}
        autoSize={{ minRows: 16, maxRows: 28 }}
      />
      <section className="admin-md-preview" aria-label={previewLabel}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {previewLabel}
        </Typography.Text>
        {preview.data && <RichText html={preview.data.html} />}
      </section>
    </div>
  );
}
