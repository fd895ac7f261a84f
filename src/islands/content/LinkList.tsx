/** Link list block view (server-rendered): an optional heading over a list of links, in a labelled `nav`. */

/** One resolved link of the list. */
interface LinkListItem {
  label: string;
  /** Resolved target (a site path with the page language, or an https URL). */
  href: string;
  /** External link (https URL of another site). */
  external: boolean;
}

/** Props of the link list view. */
export interface LinkListProps {
  id?: string | undefined;
  /** Heading, also the navigation landmark's name. */
  title?: string | undefined;
  /** The links, 1 to 40 (schemas/blocks.ts linkListPropsSchema). */
  links: readonly LinkListItem[];
}

/** The link list view. */
export default function LinkList({ id, title, links }: LinkListProps) {
  return (
    <nav className="link-list" id={id} aria-label={title}>
      {title && <h2>{title}</h2>}
      <ul>
        {links.map((link) => (
          <li key={`${link.href} ${link.label}`}>
            <a href={link.href} rel={link.external ? 'noopener noreferrer' : undefined}>{link.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
