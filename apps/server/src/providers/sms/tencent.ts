import { asText, baseUrlSetting } from '../outbound-http';
import { callTencentCloud } from '../tencent-cloud/tc3';
import { type SmsMessage, type SmsProvider, SmsSendError } from './types';

/**
 * `sms.tencent` (private app_config): API keys, the SMS SdkAppId, 签名 and one template id per scene; each
 * template has one parameter, the code. `endpoint` defaults to the SMS API host; tests point it elsewhere.
 */
export interface TencentSmsSettings {
  secret_id: string;
  secret_key: string;
  sdk_app_id: string;
  sign_name: string;
  templates: Record<string, string>;
  region: string;
  endpoint?: string;
}

export function readTencentSmsSettings(raw: Record<string, unknown>): TencentSmsSettings {
  const templates =
    raw.templates && typeof raw.templates === 'object' ? (raw.templates as Record<string, unknown>) : {};
  return {
    secret_id: asText(raw.secret_id).trim(),
    secret_key: asText(raw.secret_key).trim(),
    sdk_app_id: asText(raw.sdk_app_id).trim(),
    sign_name: asText(raw.sign_name).trim(),
    templates: Object.fromEntries(Object.entries(templates).map(([scene, id]) => [scene, asText(id).trim()])),
    region: asText(raw.region).trim() || 'ap-guangzhou',
    endpoint: asText(raw.endpoint),
  };
}

/** E.164 as the API wants it; numbers without a country code are mainland ones. */
const e164 = (mobile: string) => (mobile.startsWith('+') ? mobile : `+86${mobile}`);

/** Tencent Cloud SMS SendSms (API version 2021-01-11). */
export function createTencentSmsProvider(settings: TencentSmsSettings): SmsProvider {
  const endpoint = baseUrlSetting(settings.endpoint, 'https://sms.tencentcloudapi.com');
  return {
    name: 'tencent',
    async send(message: SmsMessage) {
      const template = settings.templates[message.scene];
      if (
        !settings.secret_id ||
        !settings.secret_key ||
        !settings.sdk_app_id ||
        !settings.sign_name ||
        !template
      ) {
        throw new SmsSendError(`tencent sms is not configured for ${message.scene}`);
      }
      let answer: Record<string, unknown>;
      try {
        answer = await callTencentCloud(
          { secretId: settings.secret_id, secretKey: settings.secret_key },
          {
            endpoint,
            service: 'sms',
            action: 'SendSms',
            version: '2021-01-11',
            region: settings.region,
            payload: {
              PhoneNumberSet: [e164(message.mobile)],
              SmsSdkAppId: settings.sdk_app_id,
              SignName: settings.sign_name,
              TemplateId: template,
              TemplateParamSet: [message.code],
            },
          },
        );
      } catch (error) {
        throw new SmsSendError(`tencent sms: ${error instanceof Error ? error.message : 'failed'}`);
      }
      const status = (Array.isArray(answer.SendStatusSet) ? answer.SendStatusSet[0] : undefined) as
        | Record<string, unknown>
        | undefined;
      if (status?.Code !== 'Ok') {
        throw new SmsSendError(
          `tencent sms: ${asText(status?.Code) || 'no status'} ${asText(status?.Message)}`,
        );
      }
    },
  };
}
