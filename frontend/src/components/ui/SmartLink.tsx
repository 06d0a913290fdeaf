// A link that goes through the router for site paths ("/contact") and stays a
// plain anchor for fragments of the current page ("#contact"), so both work
// before hydration and neither reloads the page afterwards.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface SmartLinkProps {
  /** "/path", "/path#fragment" or "#fragment". */
  href: string;
  /** Class of the anchor. */
  className?: string;
  children: ReactNode;
}

export default function SmartLink({ href, className, children }: SmartLinkProps) {
  if (href.startsWith('/')) {
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}
