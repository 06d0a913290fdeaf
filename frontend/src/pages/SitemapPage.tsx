// Spec §2 sitemap page: groups in order, entries by priority then label,
// fragments as sub-links, and sitemap.xml in the legal group. The
// navigation-element JSON-LD is emitted by Django in the <head>. Its own words
// (heading, introduction, the groups' headings, the XML link) come with the
// page's data (Wagtail's sitemap page: props.page.words); the lists, from the
// route table, and the campaign pages Marketing published (props.page.campaigns),
// in the group of the route table's « landing » template.
import { Link } from 'react-router-dom';
import { LANDING, ROUTES, sitemapGroups, type RouteEntry } from '../routeTable';
import { usePageProps } from '../lib/pageProps';
import type { CampaignLink, SitemapPage as SitemapProps } from '../content/types.generated';
import './SitemapPage.css';

/** The campaign pages as rows of the route table, after every route of their group. */
function campaignRoutes(campaigns: readonly CampaignLink[]): RouteEntry[] {
  return campaigns.map((campaign) => ({
    key: `campaign:${campaign.path}`,
    component: LANDING.component,
    label: campaign.label,
    path: campaign.path,
    section: LANDING.section ?? 'other',
    // Below every route of the group (priorities are 0-100), then by title.
    priority: -1,
    fragments: [],
  }));
}

export default function SitemapPage() {
  const { words, campaigns = [] } = usePageProps<SitemapProps>().page;
  const groups = sitemapGroups(words.sections, [...ROUTES, ...campaignRoutes(campaigns)]);
  return (
    <div className="container page-intro sitemap-page">
      <h1>{words.title}</h1>
      <p>{words.intro}</p>
      <div className="sitemap-page__groups">
        {groups.map((group) => (
          <section key={group.key} aria-labelledby={`plan-${group.key}`}>
            <h2 id={`plan-${group.key}`}>{group.label}</h2>
            <ul>
              {group.routes.map((route) => (
                <li key={route.key}>
                  <Link to={route.path}>{route.label}</Link>
                  {route.fragments.length > 0 && (
                    <ul>
                      {route.fragments.map((fragment) => (
                        <li key={fragment.fragment}>
                          <Link to={`${route.path}#${fragment.fragment}`}>{fragment.label}</Link>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
              {group.key === 'legal' && (
                <li>
                  <a href="/sitemap.xml">{words.xmlLink}</a>
                </li>
              )}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
