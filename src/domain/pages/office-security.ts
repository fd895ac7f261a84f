/**
 * Data of the office pages `security`, `settings` and `bringfriend` (spec §2 Personal office;
 * §3 protection methods, Global user settings; §4 Protection level; §7/§9 referral parameters).
 */
import type { SessionView } from '../../../schemas/office-api.ts';
import type { ProtectionBand } from '../player/protection.ts';
import type { UserSettings } from '../office/settings.ts';

/** Protection methods of spec §3 User config, in the user config's names. */
interface ProtectionMethods {
  is_changed_password: boolean;
  enable_two_factor_auth: boolean;
  enable_phone_binding: boolean;
  enable_security_question: boolean;
  enable_email_auth: boolean;
}

/** `office/security`. */
export interface SecurityPageData {
  kind: 'security';
  /** Protection level 0..100 (spec §4) and its band. */
  protectionLevel: number;
  protectionBand: ProtectionBand;
  methods: ProtectionMethods;
  /** The player's live sessions, the current one flagged. */
  sessions: SessionView[];
}

/** `office/settings`. */
export interface SettingsPageData {
  kind: 'settings';
  settings: UserSettings;
  /** The brand's languages a player may choose, with their own names. */
  languages: { code: string; name: string }[];
  /** Sports of the feed a player may hide, by id, in the page language. */
  sports: { sportId: number; name: string }[];
}

/** `office/bringfriend`. */
export interface BringFriendPageData {
  kind: 'bringfriend';
  /** The player's referral link: the brand's home with `?bf=<player id>` (spec §7 referral parameter `bf`). */
  link: string;
  /** Friends registered through the link, those with a successful deposit, and rewards paid. */
  friends: { registered: number; deposited: number; rewarded: number };
  /** The brand's reward per friend and the friend's smallest qualifying first deposit (minor units), null when the brand pays none. */
  reward: { currency: string; rewardMinor: number; minDepositMinor: number } | null;
}

/** The referral query parameter a bring-a-friend link carries (spec §7 referral parameters, §9 `bf` entries). */
const REFERRAL_PARAMETER = 'bf';

/** The referral link of a player: `{origin}/{lng}/?bf={playerId}`. */
export function referralLink(origin: string, lng: string, playerId: number): string {
  return `${origin}/${lng}/?${REFERRAL_PARAMETER}=${playerId}`;
}

/** `office/payment/requests`: the player's payment requests. */
export interface PaymentRequestsPageData {
  kind: 'payment-requests';
  requests: import('../../../schemas/office-api.ts').PaymentRequestView[];
}

/** A payment of the player on the create-request pages (amount in minor units, with its currency's exponent). */
export interface PaymentChoiceView {
  id: number;
  direction: string;
  amountMinor: number;
  currency: string;
  exponent: number;
  status: string;
  createdAt: string;
}

/** `office/payment/create-request/...`: one step of filing a request. */
export interface CreateRequestPageData {
  kind: 'create-request';
  step: import('../office/payment-requests.ts').CreateRequestStep;
  /** Payments to pick from (step `transactions`), or the one picked (step `form`). */
  payments: PaymentChoiceView[];
}

/** The console page `/console/payment-requests`: the requests of the staff member's brands, open ones first. */
export interface ConsolePaymentRequestsData {
  requests: import('../../../schemas/office-api.ts').PaymentRequestView[];
}

/** An idea a player sent (`office/share-idea`). Time ISO 8601 UTC. */
export interface IdeaView {
  id: number;
  playerId: number;
  brandId: string;
  text: string;
  createdAt: string;
}

/** `office/share-idea`: the form and the player's ideas sent so far. */
export interface ShareIdeaPageData {
  kind: 'share-idea';
  ideas: IdeaView[];
}

/** `office/support`: the brand's contact options and the player's payment requests. */
export interface SupportPageData {
  kind: 'support';
  email: string;
  /** Phone for a call, null when callback is off for the brand or the language. */
  phone: string | null;
  requests: import('../../../schemas/office-api.ts').PaymentRequestView[];
  /** The player's support button requests (spec §4), newest first, with their answers. */
  supportRequests: import('../../../schemas/support-api.ts').SupportRequestView[];
}

/** The console page `/console/ideas`: ideas of the staff member's brands, newest first. */
export interface ConsoleIdeasData {
  ideas: IdeaView[];
}

/** An appeal of a banned player (`block-appeal-history`). Time ISO 8601 UTC. */
export interface BlockAppealView {
  id: number;
  playerId: number;
  brandId: string;
  banLevel: number;
  banVersion: number;
  text: string;
  createdAt: string;
  /** Staff's decision, null while unanswered. */
  decision: AppealDecision | null;
  /** Staff's reply to the player, null while unanswered. */
  reply: string | null;
  /** When it was answered (ISO 8601 UTC), null while unanswered. */
  answeredAt: string | null;
}

/** Answers to an appeal: the ban stays (`upheld`) or is lifted (ban level 0). */
export const APPEAL_DECISIONS = ['upheld', 'lifted'] as const;
export type AppealDecision = (typeof APPEAL_DECISIONS)[number];

/** An appeal in the console, with whether the staff member may answer it. */
export interface ConsoleAppealView extends BlockAppealView {
  canAnswer: boolean;
}

/** `block-appeal-history`: the player's ban (spec §4: level, version), why, and the appeals sent. */
export interface BlockAppealPageData {
  kind: 'block-appeal-history';
  banLevel: number;
  banVersion: number;
  /** The reason staff gave when they set the ban (its audit entry), or null when none is recorded. */
  reason: string | null;
  /** When the ban was set (ISO 8601 UTC), or null when no record exists. */
  bannedAt: string | null;
  /** Whether the player already appealed this ban (one appeal per ban). */
  appealed: boolean;
  appeals: BlockAppealView[];
}

/** The console page `/console/appeals`: appeals of the staff member's brands, newest first. */
export interface ConsoleAppealsData {
  appeals: ConsoleAppealView[];
}
