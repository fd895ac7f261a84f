/** Call-to-action block view (server-rendered): optional headline and text over one button link. */

/** Props of the call-to-action view. */
export interface CallToActionProps {
  id?: string | undefined;
  title?: string | undefined;
  text?: string | undefined;
  label: string;
  /** Resolved target (a site path with the page language, or an https URL). */
  href: string;
  /** External link (https URL of another site). */
  external: boolean;
  tone: 'primary' | 'secondary';
}

/** The call-to-action view. */
export default function CallToAction({ id, title, text, label, href, external, tone }: CallToActionProps) {
  return (
    <section className="block-cta" id={id}>
      {title && <h2>{title}</h2>}
      {text && <p>{text}</p>}
      <p>
        <a
          className={tone === 'primary' ? 'button' : 'button button-secondary'}
          href={href}
          rel={external ? 'noopener noreferrer' : undefined}
        >
          {label}
        </a>
      </p>
    </section>
  );
}
