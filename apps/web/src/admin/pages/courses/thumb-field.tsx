import { Input, Space } from 'antd';
import { MediaUpload } from '../media/media-upload';

interface Props {
  /** Given by Form.Item: on the input, the item's label names it. */
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  placeholder?: string;
}

/** A picture address typed in, or uploaded to the media library; with its preview. */
export function ThumbField({ id, value = '', onChange, placeholder }: Props) {
  return (
    <Space align="start" size={16} wrap className="admin-thumb-field">
      {value ? <img className="admin-thumb" style={{ width: 160, height: 90 }} src={value} alt="" /> : null}
      <Space orientation="vertical" size={8}>
        <Input
          id={id}
          value={value}
          placeholder={placeholder}
          className="admin-thumb-field__input"
          onChange={(e) => onChange?.(e.target.value)}
        />
        <MediaUpload kind="image" onUploaded={(m) => onChange?.(m.url)} />
      </Space>
    </Space>
  );
}
