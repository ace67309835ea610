import { lazy } from 'react';

/*
 * Dialogs this feature lends to other features, each loaded when first opened, so the importer's chunk
 * carries none of their code. Render them inside a <Suspense>.
 */

export const CodeBindNewMobileDialog = lazy(() =>
  import('./dialogs/code-bind-new-mobile-dialog').then((m) => ({ default: m.CodeBindNewMobileDialog })),
);

export const WechatScanDialog = lazy(() =>
  import('./dialogs/wechat-scan-dialog').then((m) => ({ default: m.WechatScanDialog })),
);
