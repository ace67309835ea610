import { message } from 'antd';
import { useEffect } from 'react';
import { setMessageApi } from '#lib/notify';

/** antd's message API inside the ConfigProvider, so toasts follow theme and language (role="alert"). */
export function MessageBridge() {
  const [api, holder] = message.useMessage({ maxCount: 3 });
  useEffect(() => {
    setMessageApi(api);
    return () => setMessageApi(null);
  }, [api]);
  return holder;
}
