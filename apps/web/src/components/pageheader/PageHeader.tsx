import { Avatar, Input, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isExternalUrl } from '../../app/router/buildRoutes.ts';
import { pageHeadingRef } from '../announce/headingFocus.ts';
import './PageHeader.css';

export interface PageHeaderImage {
  src: string;
  /** Empty (the default) when the title beside it says the same. */
  alt?: string;
}

export interface PageHeaderLink {
  title: string;
  /** An app path, or a web address (opened in a new window). */
  href: string;
  icon?: ReactNode;
}

export interface PageHeaderSearch {
  /** The box's accessible name, also its placeholder unless one is given. */
  label: string;
  placeholder?: string;
  /** Called with the text (trimmed) on Enter and on 搜索. */
  onSearch(text: string): void;
}

export interface PageHeaderTabs {
  items: { key: string; label: ReactNode }[];
  activeKey: string;
  onChange(key: string): void;
}

export interface PageHeaderProps {
  breadcrumb?: ReactNode;
  title?: ReactNode;
  logo?: PageHeaderImage;
  avatar?: PageHeaderImage;
  description?: ReactNode;
  /** Action links beside the title. */
  links?: PageHeaderLink[];
  search?: PageHeaderSearch;
  /** Tabs that switch what the page shows below the header (the page renders that content). */
  tabs?: PageHeaderTabs;
}

function HeaderLink({ link }: { link: PageHeaderLink }) {
  const body = (
    <>
      {link.icon}
      <span>{link.title}</span>
    </>
  );
  return isExternalUrl(link.href) ? (
    <a className="hcs-page-header__link" href={link.href} target="_blank" rel="noopener noreferrer">
      {body}
    </a>
  ) : (
    <Link className="hcs-page-header__link" to={link.href}>
      {body}
    </Link>
  );
}

/**
 * The page header (spec §2 "Breadcrumb": a page-header layout may show title, logo, avatar,
 * description, links, a search box and tabs). Each part shows only when given: with a breadcrumb and
 * a title alone it is just those two.
 */
export function PageHeader({
  breadcrumb,
  title,
  logo,
  avatar,
  description,
  links,
  search,
  tabs,
}: PageHeaderProps) {
  // Focusable by script only: a route change moves focus here (useRouteAnnouncement).
  const heading = title ? (
    <h1 ref={pageHeadingRef} className="hcs-page-header__title" tabIndex={-1}>
      {title}
    </h1>
  ) : null;
  const hasLinks = links !== undefined && links.length > 0;
  return (
    <div className="hcs-page-header">
      {breadcrumb}
      {logo || hasLinks ? (
        <div className="hcs-page-header__heading">
          {logo ? <img className="hcs-page-header__logo" src={logo.src} alt={logo.alt ?? ''} /> : null}
          {heading}
          {hasLinks ? (
            <ul className="hcs-page-header__links">
              {links.map((link) => (
                <li key={`${link.href} ${link.title}`}>
                  <HeaderLink link={link} />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : (
        heading
      )}
      {avatar || description ? (
        <div className="hcs-page-header__content">
          {avatar ? (
            <Avatar className="hcs-page-header__avatar" size={56} src={avatar.src} alt={avatar.alt ?? ''} />
          ) : null}
          {description ? <div className="hcs-page-header__description">{description}</div> : null}
        </div>
      ) : null}
      {search ? (
        <div className="hcs-page-header__search">
          <Input.Search
            aria-label={search.label}
            placeholder={search.placeholder ?? search.label}
            enterButton="搜索"
            onSearch={(value) => search.onSearch(value.trim())}
          />
        </div>
      ) : null}
      {tabs ? (
        <Tabs
          className="hcs-page-header__tabs"
          activeKey={tabs.activeKey}
          onChange={tabs.onChange}
          items={tabs.items.map((item) => ({ key: item.key, label: item.label }))}
        />
      ) : null}
    </div>
  );
}
