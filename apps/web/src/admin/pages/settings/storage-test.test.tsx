import type { Endpoint } from '@shuyuan/contract/endpoint';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callAdmin } from '#admin/admin-http';
import { renderAdmin, setUpAdminScreens } from '#admin/test-support/render-admin';
import { SettingsPage } from './settings-page';

vi.mock('#admin/admin-http', async (importOriginal) => ({
  ...(await importOriginal<typeof import('#admin/admin-http')>()),
  callAdmin: vi.fn(),
}));

/** A site on S3 whose secret is set (the server never sends it). */
const settings = () => ({
  values: {
    'media.storage': 's3',
    'media.s3': {
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      bucket: 'media',
      access_key_id: 'minio',
      secret_access_key: '',
      path_style: true,
    },
  },
  secrets_set: ['media.s3.secret_access_key'],
});

let saves: Record<string, unknown>[] = [];
let tests: unknown[] = [];
let answer = { ok: false, message: '写入测试文件失败：存储桶 media 不存在', steps: [] };

async function fakeCallAdmin(endpoint: Endpoint, args: { body?: unknown } = {}) {
  switch (endpoint.id) {
    case 'adminGetSettings':
      return settings();
    case 'adminUpdateSettings':
      saves.push((args.body as { values: Record<string, unknown> }).values);
      return [];
    case 'adminTestStorage':
      tests.push(args.body);
      return answer;
    default:
      throw new Error(`unexpected call ${endpoint.id}`);
  }
}

setUpAdminScreens();

beforeEach(() => {
  saves = [];
  tests = [];
  vi.mocked(callAdmin).mockImplementation(fakeCallAdmin as typeof callAdmin);
});

describe('storage settings', () => {
  it('shows the bucket with the secret masked, tests the typed settings and says what failed', async () => {
    renderAdmin(<SettingsPage />);
    fireEvent.click(await screen.findByRole('tab', { name: '存储' }));
    const endpoint = (await screen.findByLabelText('Endpoint')) as HTMLInputElement;
    expect(endpoint.value).toBe('http://127.0.0.1:9000');
    const secret = screen.getByLabelText('Secret Key') as HTMLInputElement;
    expect(secret.value).toBe('');
    expect(secret.placeholder).not.toBe('');

    // The bucket as typed, not yet saved, is what is tested; the blank secret means the saved one.
    fireEvent.change(screen.getByLabelText('存储桶（Bucket）'), { target: { value: 'lessons' } });
    fireEvent.click(screen.getByRole('button', { name: '测试连接' }));
    expect(await screen.findByText('写入测试文件失败：存储桶 media 不存在')).toBeTruthy();
    expect(screen.getByText('连接失败')).toBeTruthy();
    expect(tests).toEqual([
      {
        s3: {
          endpoint: 'http://127.0.0.1:9000',
          region: 'us-east-1',
          bucket: 'lessons',
          access_key_id: 'minio',
          secret_access_key: '',
          path_style: true,
        },
      },
    ]);

    answer = { ok: true, message: '连接成功：写入、读取信息、下载和删除测试文件都正常', steps: [] };
    fireEvent.click(screen.getByRole('button', { name: '测试连接' }));
    // One line: the server's words, not 连接成功 said again above them.
    expect(await screen.findByText('连接成功：写入、读取信息、下载和删除测试文件都正常')).toBeTruthy();
    expect(screen.queryByText('连接成功')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: /^保\s*存$/ }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({
      'media.storage': 's3',
      'media.s3': { bucket: 'lessons', secret_access_key: '' },
    });
  });
});
