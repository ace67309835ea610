import { createHmac, randomUUID } from 'node:crypto';
import { asText, baseUrlSetting, parseJsonObject, requestText } from '../outbound-http';
import { type SmsMessage, type SmsProvider, SmsSendError } from './types';

/**
 * `sms.aliyun` (private app_config): AccessKey, 签名 and one template per scene; each template has the
 * variable ${code}. `endpoint` defaults to Dysmsapi's; tests point it at a local server.
 */
export interface AliyunSmsSettings {
  access_key_id: string;
  access_key_secret: string;
  sign_name: string;
  templates: Record<string, string>;
  endpoint?: string;
}

/** RFC 3986 encoding as Aliyun's RPC signature wants it (space → %20, and !'()* encoded). */
export function aliyunPercentEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** RPC signature v1.0 (HMAC-SHA1) over the sorted, encoded parameters. */
export function aliyunRpcSignature(
  method: 'GET' | 'POST',
  params: Record<string, string>,
  secret: string,
): string {
  const canonical = Object.keys(params)
    .sort()
    .map((key) => `${aliyunPercentEncode(key)}=${aliyunPercentEncode(params[key])}`)
    .join('&');
  const stringToSign = `${method}&${aliyunPercentEncode('/')}&${aliyunPercentEncode(canonical)}`;
  return createHmac('sha1', `${secret}&`).update(stringToSign, 'utf8').digest('base64');
}

export function readAliyunSettings(raw: Record<string, unknown>): AliyunSmsSettings {
  const templates =
    raw.templates && typeof raw.templates === 'object' ? (raw.templates as Record<string, unknown>) : {};
  return {
    access_key_id: asText(raw.access_key_id).trim(),
    access_key_secret: asText(raw.access_key_secret).trim(),
    sign_name: asText(raw.sign_name).trim(),
    templates: Object.fromEntries(Object.entries(templates).map(([scene, id]) => [scene, asText(id).trim()])),
    endpoint: asText(raw.endpoint),
  };
}

/** Dysmsapi SendSms (API version 2017-05-25). */
export function createAliyunSmsProvider(settings: AliyunSmsSettings): SmsProvider {
  const endpoint = baseUrlSetting(settings.endpoint, 'https://dysmsapi.aliyuncs.com');
  return {
    name: 'aliyun',
    async send(message: SmsMessage) {
      const template = settings.templates[message.scene];
      if (!settings.access_key_id || !settings.access_key_secret || !settings.sign_name || !template) {
        throw new SmsSendError(`aliyun sms is not configured for ${message.scene}`);
      }
      const params: Record<string, string> = {
        AccessKeyId: settings.access_key_id,
        Action: 'SendSms',
        Format: 'JSON',
        PhoneNumbers: message.mobile.replace(/^\+/, ''),
        RegionId: 'cn-hangzhou',
        SignName: settings.sign_name,
        SignatureMethod: 'HMAC-SHA1',
        SignatureNonce: randomUUID(),
        SignatureVersion: '1.0',
        TemplateCode: template,
        TemplateParam: JSON.stringify({ code: message.code }),
        Timestamp: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
        Version: '2017-05-25',
      };
      const signature = aliyunRpcSignature('GET', params, settings.access_key_secret);
      const query = Object.entries({ ...params, Signature: signature })
        .map(([key, value]) => `${aliyunPercentEncode(key)}=${aliyunPercentEncode(value)}`)
        .join('&');
      const answer = await requestText(`${endpoint}/?${query}`);
      let data: Record<string, unknown>;
      try {
        data = parseJsonObject(answer.text, 'aliyun sms');
      } catch {
        throw new SmsSendError(`aliyun sms: HTTP ${answer.status}`);
      }
      if (data.Code !== 'OK')
        throw new SmsSendError(`aliyun sms: ${asText(data.Code)} ${asText(data.Message)}`);
    },
  };
}
