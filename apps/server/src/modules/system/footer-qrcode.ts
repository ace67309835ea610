import QRCode from 'qrcode';

/**
 * A footer QR code the admin gave only a link for, drawn here as an SVG data URL. Drawing it on the server
 * keeps a QR encoder out of the JavaScript every visitor downloads, and the config answer that carries it
 * is cached, so each link is drawn once per cache fill.
 */
export async function drawQrDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 1,
    color: { dark: '#0b1f14ff', light: '#ffffffff' },
  });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
