import { Result, type ResultProps } from 'antd';
import type { ReactNode } from 'react';
import { LinkButton } from './link-button';
import './message-result.css';

export interface ResultLink {
  to: string;
  label: string;
  primary?: boolean;
}

/**
 * A screen (or a card) that only says something, with ways on: not found, an error, a bad or closed order,
 * a page still being built. Its title is a heading: the page's h1 (`page`), or an h2 under the page's own.
 */
export function MessageResult({
  status,
  icon,
  page = false,
  titleId,
  badge,
  title,
  text,
  links,
}: {
  status?: ResultProps['status'];
  icon?: ReactNode;
  page?: boolean;
  titleId?: string;
  /** A small label over the title. */
  badge?: ReactNode;
  title: string;
  text?: ReactNode;
  links?: (ResultLink | null | false)[];
}) {
  const Heading = page ? 'h1' : 'h2';
  const ways = (links ?? []).filter((l): l is ResultLink => Boolean(l));
  return (
    <Result
      status={status}
      icon={icon}
      title={
        <>
          {badge}
          <Heading id={titleId} className={page ? 'result-title result-title--page' : 'result-title'}>
            {title}
          </Heading>
        </>
      }
      subTitle={text}
      extra={
        ways.length > 0 &&
        ways.map((l) => (
          <LinkButton
            key={l.to}
            type={l.primary ? 'primary' : 'default'}
            size="large"
            autoInsertSpace={false}
            to={l.to}
          >
            {l.label}
          </LinkButton>
        ))
      }
    />
  );
}
