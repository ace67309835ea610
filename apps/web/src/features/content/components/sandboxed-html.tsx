import { useCallback, useEffect, useRef, useState } from 'react';

/** Typography of the framed document, matching the site's article style. */
const FRAME_CSS = `
html{-webkit-text-size-adjust:100%}
body{margin:0;padding:0;font:16px/1.85 -apple-system,BlinkMacSystemFont,"PingFang SC","Hiragino Sans GB","Microsoft YaHei","Noto Sans SC","Noto Sans CJK SC","Segoe UI",Roboto,Arial,sans-serif;color:#1f2937;overflow-wrap:anywhere}
h1,h2,h3,h4{color:#111827;line-height:1.4;margin:1.6em 0 .6em}
body>:first-child{margin-top:0}
h2{font-size:24px;padding-bottom:.4em;border-bottom:1px solid #e5e7eb}
h3{font-size:19px;padding-left:12px;border-left:4px solid #15803d}
p{margin:0 0 1em}
ul,ol{padding-left:1.4em;margin:0 0 1em}
li{margin:.3em 0}
li::marker{color:#15803d}
a{color:#15803d}
a:focus-visible{outline:2px solid #15803d;outline-offset:2px}
img{max-width:100%;height:auto;border-radius:8px}
table{border-collapse:collapse;max-width:100%}
td,th{border:1px solid #e5e7eb;padding:6px 10px}
blockquote{margin:0 0 1em;padding:8px 16px;border-left:4px solid #dcfce7;background:#f0fdf4;color:#374151}
`;

function documentFor(bodyHtml: string, lang: string) {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><base target="_blank"><style>${FRAME_CSS}</style></head><body>${bodyHtml}</body></html>`;
}

/**
 * Server HTML in a frame without scripts (sandbox has no allow-scripts): even content that was never
 * sanitised cannot run code or reach the token in localStorage. Same-origin is kept only so the frame can
 * be sized to its content.
 */
export function SandboxedHtml({
  html,
  src,
  title,
  lang,
}: {
  html?: string;
  src?: string;
  title: string;
  lang: string;
}) {
  const ref = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(480);

  const measure = useCallback(() => {
    try {
      const doc = ref.current?.contentDocument;
      if (doc?.documentElement) setHeight(Math.max(200, doc.documentElement.scrollHeight));
    } catch {
      // A cross-origin page (API on another host): keep the fixed height and let it scroll.
    }
  }, []);

  useEffect(() => {
    const frame = ref.current;
    if (!frame) return;
    const observer = new ResizeObserver(measure);
    const attach = () => {
      try {
        const root = frame.contentDocument?.documentElement;
        if (root) observer.observe(root);
      } catch {
        // cross-origin, see measure
      }
      measure();
    };
    frame.addEventListener('load', attach);
    return () => {
      frame.removeEventListener('load', attach);
      observer.disconnect();
    };
  }, [measure]);

  return (
    <iframe
      ref={ref}
      title={title}
      className="sandboxed-html"
      sandbox="allow-same-origin allow-popups allow-popups-to-escape-sandbox"
      srcDoc={html !== undefined ? documentFor(html, lang) : undefined}
      src={html === undefined ? src : undefined}
      style={{ height }}
    />
  );
}
