import { Alert, Button, Card, Form, Input } from 'antd';
import { useNavigate } from 'react-router';
import { useAdminText } from '../admin-text';
import { useAdminLogin } from '../api/admin-queries';

export function AdminLoginPage() {
  const text = useAdminText();
  const login = useAdminLogin();
  const navigate = useNavigate();

  return (
    <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: '#f0f5f1' }}>
      <Card title={text.title} style={{ width: 380 }}>
        {login.error && (
          <Alert type="error" showIcon message={login.error.message} style={{ marginBottom: 16 }} />
        )}
        <Form
          layout="vertical"
          onFinish={(values: { username: string; password: string }) =>
            login.mutate(values, { onSuccess: () => navigate('/admin', { replace: true }) })
          }
        >
          <Form.Item
            name="username"
            label={text.username}
            rules={[{ required: true, message: text.required }]}
          >
            <Input autoComplete="username" />
          </Form.Item>
          <Form.Item
            name="password"
            label={text.password}
            rules={[{ required: true, message: text.required }]}
          >
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={login.isPending}>
            {text.login}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
