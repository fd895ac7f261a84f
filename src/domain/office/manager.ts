/**
 * A player's personal manager (spec §2 office `manager`) as the player and the console see it:
 * the staff member's name and work e-mail, the direct line they give the player (optional), and
 * since when.
 */

/** The personal manager of a player. */
export interface PersonalManagerView {
  staffId: number;
  name: string;
  email: string;
  /** Direct phone line, E.164-like text as staff typed it; null when none is given. */
  phone: string | null;
  /** When the manager was assigned, ISO 8601 UTC. */
  since: string;
}

/** A staff member who can be a player's manager (a role on the player's brand, not disabled). */
export interface ManagerCandidate {
  staffId: number;
  name: string;
  email: string;
}

/** The office page `manager`: the player's manager, or null with the brand's support contact. */
export interface ManagerPageData {
  kind: 'manager';
  manager: PersonalManagerView | null;
  supportEmail: string;
}
