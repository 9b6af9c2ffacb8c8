// The vocabularies of accounts and moderation, one home each: the entities store them, the api's
// DTOs validate and document them (so the generated web types carry them), and the web app
// labels and filters by them.

/**
 * Who signs in: a venue owner or an event planner (magic link), or an administrator (password).
 * A planner is a role of its own: it reaches no owner or admin route, and they reach no planner one.
 */
export const USER_TYPES = ['owner', 'planner', 'admin'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** An owner's account: active, or suspended by an administrator (users.suspended_at is set). */
export const OWNER_STATUSES = ['active', 'suspended'] as const;
export type OwnerStatus = (typeof OWNER_STATUSES)[number];

/** How an owner proves a venue is theirs (owner-admin spec §3). */
export const CLAIM_PROOF_TYPES = ['email_domain', 'dns_txt', 'doc'] as const;
export type ClaimProofType = (typeof CLAIM_PROOF_TYPES)[number];

/** A claim waits (submitted, under-review) until an admin decides it or the claimant withdraws it. */
export const CLAIM_STATUSES = ['submitted', 'under-review', 'approved', 'rejected', 'withdrawn'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];
/** The claims queue's filter: every status, the undecided ones ('pending') or all. */
export const CLAIM_FILTERS = ['pending', ...CLAIM_STATUSES, 'all'] as const;
export type ClaimFilter = (typeof CLAIM_FILTERS)[number];

export const REGISTRATION_STATUSES = ['draft', 'submitted', 'approved', 'rejected'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];
/** What an owner may save a registration as: still a draft, or sent for review. */
export const REGISTRATION_SAVE_STATUSES = ['draft', 'submitted'] as const satisfies readonly RegistrationStatus[];
export type RegistrationSaveStatus = (typeof REGISTRATION_SAVE_STATUSES)[number];
/** How many unfinished registrations (drafts) an owner may keep at once. */
export const MAX_REGISTRATION_DRAFTS = 20;
export const REGISTRATION_FILTERS = [...REGISTRATION_STATUSES, 'all'] as const;
export type RegistrationFilter = (typeof REGISTRATION_FILTERS)[number];
/**
 * Which of their registrations an owner reads: one status, all, or 'open', those the portal lists
 * (drafts, those waiting for review, and rejected ones the owner has not yet corrected).
 */
export const OWNER_REGISTRATION_FILTERS = ['open', ...REGISTRATION_FILTERS] as const;
export type OwnerRegistrationFilter = (typeof OWNER_REGISTRATION_FILTERS)[number];

/** A change request's outcome: each requested field is approved or rejected on its own, or the owner withdrew it. */
export const CHANGE_REQUEST_STATUSES = [
  'submitted',
  'partially_approved',
  'approved',
  'rejected',
  'withdrawn',
] as const;
export type ChangeRequestStatus = (typeof CHANGE_REQUEST_STATUSES)[number];

/** An administrator's decision on a claim. */
export const MODERATION_DECISIONS = ['approved', 'rejected'] as const satisfies readonly ClaimStatus[];
export type ModerationDecision = (typeof MODERATION_DECISIONS)[number];

/** The verification evidence queue's filter: evidence still counting, withdrawn by an administrator, or all. */
export const EVIDENCE_STATUSES = ['standing', 'revoked', 'all'] as const;
export type EvidenceStatus = (typeof EVIDENCE_STATUSES)[number];
