// Generated from api/openapi.json by contract/tools/openapi-types.ts: do not edit.
// Refresh with `npm run openapi` (it rewrites the document and this file together).

export interface paths {
    "/api/admin/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The audit log, newest first, by actor, venue, action and entity type, paged by cursor */
        get: operations["AuditTrailController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/owners/mail-preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Which mail the signed-in owner gets */
        get: operations["MailPreferencesController_get"];
        /** Turns non-essential mail (acknowledgements, digests) on or off */
        put: operations["MailPreferencesController_set"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mail/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One-click unsubscribe from non-essential mail, with the signed token of the mail’s link (no sign-in) */
        post: operations["UnsubscribeController_unsubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who is signed in (an owner, a planner or an administrator) */
        get: operations["AuthController_me"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/magic-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mail a sign-in link (15 minutes, single use)
         * @description The answer is the same whether or not the address may sign in. An admin link goes only to admins; an owner link only to a new or owner address, a planner link only to a new or planner address.
         */
        post: operations["AuthController_requestMagicLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/magic-link/consume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with a magic link’s token; a new owner’s or planner’s account is created on first use */
        post: operations["AuthController_consumeMagicLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out: the session ends and its cookie is cleared */
        post: operations["AuthController_logout[0]"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out: the session ends and its cookie is cleared */
        post: operations["AuthController_logout[1]"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in as an administrator with e-mail and password */
        post: operations["AdminAuthController_login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/auth/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in administrator */
        get: operations["AdminAuthController_session"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/auth/reset/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a password-reset link (15 minutes, single use); the same answer for any address */
        post: operations["AdminAuthController_startReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/auth/reset/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with a reset link’s token; every session of the account ends */
        post: operations["AdminAuthController_completeReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/auth/second-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Finish signing in with a code from the authenticator app, or a recovery code */
        post: operations["SecondFactorSignInController_signIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/auth/second-factor/enrolment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** On first sign-in: a new authenticator key (shown during setup only) */
        post: operations["SecondFactorSignInController_startEnrolment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/auth/second-factor/enrolment/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** On first sign-in: confirm the key with a code; signs in and shows the recovery codes once */
        post: operations["SecondFactorSignInController_confirmEnrolment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/account/second-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether two-step sign-in is set up, and recovery codes left */
        get: operations["SecondFactorAccountController_status"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/account/second-factor/enrolment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set up (or replace) two-step sign-in: a new key, after the password */
        post: operations["SecondFactorAccountController_startEnrolment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/account/second-factor/enrolment/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm the new key with a code; answers new recovery codes, shown once */
        post: operations["SecondFactorAccountController_confirmEnrolment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/account/second-factor/recovery-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replace the recovery codes with ten new ones (the old ones stop working) */
        post: operations["SecondFactorAccountController_regenerateRecoveryCodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/account/second-factor/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turn two-step sign-in off (only where ADMIN_TOTP=optional) */
        post: operations["SecondFactorAccountController_remove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/owners": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Owners by e-mail or name, active or suspended, newest first, paged by cursor */
        get: operations["AdminOwnersController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/owners/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An owner with their venues, claims and latest sign-ins */
        get: operations["AdminOwnersController_detail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/owners/{id}/suspend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Suspends an owner: every session ends at once and no route signs them in; listings stay published */
        post: operations["AdminOwnersController_suspend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/owners/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restores a suspended owner: they may sign in again */
        post: operations["AdminOwnersController_restore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/venues/{id}/transfer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Moves a venue to another owner (by e-mail); both are mailed. Open claims on it and the previous owner’s open change requests are settled */
        post: operations["AccountAdminController_transfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Invites an administrator: the account is made without a password and a link to choose one is mailed */
        post: operations["AccountAdminController_invite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/claims": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Claims a venue, with a proof: e-mail domain, DNS TXT record or document */
        post: operations["ClaimsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/claims/{id}/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The claimant withdraws a claim still waiting for review: it leaves the queue (a decided one is a 409) */
        post: operations["ClaimsController_withdraw"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/claims/{id}/verify-dns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Looks the claim’s DNS TXT record up now (the claimant or an admin) */
        post: operations["ClaimsController_verifyDns"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/mod/claims": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Claims to review (pending unless asked otherwise), fast-tracked first, with their audit trails */
        get: operations["AdminClaimsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/mod/claims/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approves or rejects many claims, each on its own: one that fails leaves the others decided */
        post: operations["AdminClaimsController_bulk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/mod/claims/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Approves (the venue passes to the claimant) or rejects a claim */
        patch: operations["AdminClaimsController_decide"];
        trace?: never;
    };
    "/api/media/presign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** An address to upload one file of the given type to */
        post: operations["MediaController_presign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The file itself, as the request body (uploads to the api) */
        post: operations["MediaController_upload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** After a direct upload to the bucket: checks the file and keeps it */
        post: operations["MediaController_complete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media/documents/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A private document, for its uploader or an administrator */
        get: operations["MediaController_document"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/venues": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search published venues
         * @description { items, total, facets }: 20 venue cards a page with exact facet counts; with `ids`, the cards of those venues in order; with `limit`, a short list (similar-venue grids).
         */
        get: operations["VenuesController_search"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/venues/{idOrSlug}/similar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Similar venues: same city first, then overlapping capacity and category */
        get: operations["VenuesController_similar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/venues/{idOrSlug}/availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check availability: whether the venue is free on a day, and its free days nearest it
         * @description From the calendar its owner keeps (marked unavailable, held and booked days): days only, never why a day is taken.
         */
        get: operations["VenuesController_availability"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/venues/{idOrSlug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One venue, by id or slug (drafts are reachable and flagged seo.noindex) */
        get: operations["VenuesController_detail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/owners/enquiries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The enquiries to the owner’s venues, paged: unanswered first, then newest (sort=oldest: oldest); q finds a venue name or a planner’s e-mail */
        get: operations["OwnerEnquiriesController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/owners/enquiries/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One enquiry with the planner’s notes, event and e-mail; its owner opening it marks it viewed */
        get: operations["OwnerEnquiriesController_open"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/owners/enquiries/{id}/proposal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send the proposal, or a revision of it (each revision is kept); the planner is mailed a private link */
        post: operations["OwnerEnquiriesController_propose"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/owners/enquiries/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decline with a reason (other needs a few words) */
        post: operations["OwnerEnquiriesController_decline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/owners/enquiries/{id}/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Withdraw the proposal the planner has not accepted; the planner is told */
        post: operations["OwnerEnquiriesController_withdraw"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/owners/enquiries/{id}/release": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Release the date held for the planner, with a reason they are mailed */
        post: operations["OwnerEnquiriesController_release"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/owners/enquiries/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The message thread with the planner, oldest first */
        get: operations["OwnerEnquiriesController_messages"];
        put?: never;
        /** Write to the planner (plain text); they are mailed it with a link to reply */
        post: operations["OwnerEnquiriesController_write"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/proposals/link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a fresh link to the proposals of the briefs this address sent (the same answer whatever it is) */
        post: operations["PlannerProposalsController_freshLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/proposals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Each venue’s state in words and its current proposal, for the side-by-side table */
        get: operations["PlannerProposalsController_overview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/proposals/venues/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept the revision of this venue’s proposal you were shown, for one of its dates: the date is held for you, both sides are mailed the reference, the other venues are told */
        post: operations["PlannerProposalsController_accept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/proposals/venues/{id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm the booking of the date held for you; both sides are mailed its reference */
        post: operations["PlannerProposalsController_confirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/proposals/venues/{id}/release": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Release the date held for you; the venue is told, with your reason if you give one */
        post: operations["PlannerProposalsController_release"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/proposals/venues/{id}/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rate the venue of your confirmed booking (1–5) and say how it was, once its date has passed; shown on the venue page once moderated */
        post: operations["PlannerProposalsController_review"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/proposals/venues/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decline this venue’s proposal; its owner is told */
        post: operations["PlannerProposalsController_decline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/proposals/venues/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The message thread with this venue, oldest first */
        get: operations["PlannerProposalsController_thread"];
        put?: never;
        /** Write to the venue (plain text); its owner is mailed it */
        post: operations["PlannerProposalsController_write"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/proposals/documents/{proposalId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The PDF attached to a proposal */
        get: operations["PlannerProposalsController_document"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/planner/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every brief your address sent, newest first, each with its venues, proposals and holds */
        get: operations["PlannerEventsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/planner/events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of your events: the page the private link opens */
        get: operations["PlannerEventsController_overview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/planner/events/{id}/venues/{venueEnquiryId}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept this venue’s proposal for one of its dates (as on the private link’s page) */
        post: operations["PlannerEventsController_accept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/planner/events/{id}/venues/{venueEnquiryId}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm the booking of the date held for you */
        post: operations["PlannerEventsController_confirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/planner/events/{id}/venues/{venueEnquiryId}/release": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Release the date held for you; the venue is told, with your reason if you give one */
        post: operations["PlannerEventsController_release"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/planner/events/{id}/venues/{venueEnquiryId}/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rate the venue of your confirmed booking once its date has passed */
        post: operations["PlannerEventsController_review"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/planner/events/{id}/venues/{venueEnquiryId}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decline this venue’s proposal; its owner is told */
        post: operations["PlannerEventsController_decline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/planner/events/{id}/venues/{venueEnquiryId}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The message thread with this venue, oldest first */
        get: operations["PlannerEventsController_thread"];
        put?: never;
        /** Write to the venue (plain text); its owner is mailed it */
        post: operations["PlannerEventsController_write"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/planner/events/{id}/documents/{proposalId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The PDF attached to a proposal */
        get: operations["PlannerEventsController_document"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/planner/events/{id}/shares": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The colleagues your event is shared with */
        get: operations["PlannerEventsController_shares"];
        put?: never;
        /** Share your event with a colleague’s address, to view or to view and decide (sharing again changes the permission); they are mailed how to sign in */
        post: operations["PlannerEventsController_share"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/planner/events/{id}/shares/{shareId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Stop sharing your event with this colleague: it leaves their My events at once */
        delete: operations["PlannerEventsController_unshare"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/enquiries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The enquiry loop’s figures: volume per day, answered share, median answer time, venues with many unanswered */
        get: operations["AdminEnquiriesController_overview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/enquiries/waiting": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Enquiries waiting on venues nobody owns, oldest first, a page at a time */
        get: operations["AdminEnquiriesController_waiting"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/enquiries/{id}/forward": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Forward it again: the venue’s listed e-mail is invited once more to claim and answer */
        post: operations["AdminEnquiriesController_forward"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/enquiries/{id}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Close it: it leaves the queue, and the planner’s page says it is closed */
        post: operations["AdminEnquiriesController_close"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/mod/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reviews of one status (pending first: oldest first), paged on the server */
        get: operations["AdminReviewsController_queue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/mod/reviews/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a pending review: the venue page shows it */
        post: operations["AdminReviewsController_approve"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/mod/reviews/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject a pending review: it is never shown */
        post: operations["AdminReviewsController_reject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/owners/venues/{id}/calendar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The venue’s calendar from one day to another (at most 366 days): unavailable, held and booked days */
        get: operations["VenueCalendarController_read"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/owners/venues/{id}/calendar/unavailable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark a day or a range of days (at most 366) unavailable, with a note only the owner sees */
        post: operations["VenueCalendarController_markUnavailable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/owners/venues/{id}/calendar/unavailable/{entryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Make unavailable days available again */
        delete: operations["VenueCalendarController_removeUnavailable"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/owners/venues/{id}/calendar/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Block the days of each event of an uploaded .ics file (its text; at most 256 KB and 500 events); importing the same events again updates them */
        post: operations["VenueCalendarController_importIcs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/owners/venues/{id}/calendar/feed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Make a new private iCalendar address for the venue’s calendar; the earlier one stops working */
        post: operations["VenueCalendarController_newFeed"];
        /** Turn the private iCalendar address off */
        delete: operations["VenueCalendarController_removeFeed"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/venue-calendars/{secret}.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The venue’s unavailable, held and booked days as an iCalendar feed */
        get: operations["CalendarFeedController_feed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/search/suggestions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Type-ahead: cities, categories and venues, typo-tolerant and prefix-aware, best first */
        get: operations["SuggestionsController_suggest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/enrichment-progress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Progress of enrichment phase 1 (normalise, geocode, quality score) */
        get: operations["EnrichmentProgressController_phase1"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/phase2-progress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Progress of enrichment phase 2 (nearby transport, attractions, related searches) */
        get: operations["EnrichmentProgressController_phase2"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Database, search engine and indexer lag; 503 when a dependency is down or search is not ready yet */
        get: operations["HealthController_health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/briefs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save a brief: up to 50 published venues with notes, and the planner’s e-mail
         * @description Limits: 1–50 distinct venues; notes per venue at most 2,000 characters; brief notes at most 5,000. With an Idempotency-Key, resending the same body returns the first brief (200).
         */
        post: operations["BriefsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/planner/shortlists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of the planner’s shortlists, the most recently changed first */
        get: operations["ShortlistsController_list"];
        put?: never;
        /** Start a named shortlist, empty or with up to 50 venues */
        post: operations["ShortlistsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/planner/shortlists/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the planner’s shortlists with its venues in order */
        get: operations["ShortlistsController_read"];
        put?: never;
        post?: never;
        /** Delete a shortlist (its venues stay listed on the site) */
        delete: operations["ShortlistsController_delete"];
        options?: never;
        head?: never;
        /** Rename a shortlist */
        patch: operations["ShortlistsController_rename"];
        trace?: never;
    };
    "/api/v2/planner/shortlists/{id}/venues": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add venues (and merge the browser’s brief on sign-in)
         * @description Venues already in the shortlist are not repeated, so sending the same venues again changes nothing. A shortlist holds at most 50 venues: a request that would take it over adds none of them (409).
         */
        post: operations["ShortlistsController_addVenues"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/planner/shortlists/{id}/venues/{venueId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a venue from a shortlist (removing one it does not hold changes nothing) */
        delete: operations["ShortlistsController_removeVenue"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/enquiries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit an enquiry (sent after the brief is saved); the planner and the team are mailed
         * @description Limits: 1–50 distinct published venues; notes at most 5,000 characters. A brief is submitted once: resending it (or the same Idempotency-Key and body) returns the first enquiry (200).
         */
        post: operations["EnquiriesController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/compare/ai-chat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask the AI assistant about 2–5 venues being compared
         * @description The answer is grounded in the venues’ own facts, loaded by id. Questions up to 500 characters; 20 questions per client per 5 minutes by default (429 with Retry-After beyond).
         */
        post: operations["AiChatController_ask"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/compare/ai-chat/suggested-questions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The 8 suggested questions (the chat panel shows 4) */
        get: operations["AiChatController_suggestedQuestions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/venue-pack": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make a PDF venue pack of 1–10 published venues
         * @description A cover, one page per venue (photo, key facts, capacities, GBP rates, address, transport, contact) and a comparison page. The same venues at the same versions on the same day give the same pack (and id), served from storage.
         */
        post: operations["VenuePackController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registrations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of the signed-in owner’s registrations, their drafts among them, most recently saved first */
        get: operations["RegistrationsController_mine"];
        put?: never;
        /** Starts a draft (the wizard’s first change), or submits a whole registration at once */
        post: operations["RegistrationsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registrations/similar-venues": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Published venues that may be the one being registered (to claim instead) */
        get: operations["RegistrationsController_similar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registrations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["RegistrationsController_get"];
        put?: never;
        post?: never;
        /** Discards one of the owner’s drafts (a submitted registration is a 409) */
        delete: operations["RegistrationsController_discard"];
        options?: never;
        head?: never;
        /** Autosaves the draft from the version read, or submits it (status submitted) */
        patch: operations["RegistrationsController_save"];
        trace?: never;
    };
    "/api/registrations/{id}/reopen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reopens a rejected registration as a new draft with its values and the reason it was rejected (the rejected one stays rejected) */
        post: operations["RegistrationsController_reopen"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/mod/registrations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Registrations to review, by status (submitted unless asked otherwise) */
        get: operations["AdminRegistrationsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/mod/registrations/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approves or rejects many registrations, each on its own: one that fails leaves the others decided */
        post: operations["AdminRegistrationsController_bulk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/mod/registrations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A registration to review: the listing planners will see once it is approved, and published venues it may duplicate */
        get: operations["AdminRegistrationsController_review"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/mod/registrations/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publishes the venue, owned by the registrant, and mails them its live link */
        post: operations["AdminRegistrationsController_approve"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/mod/registrations/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rejects the registration and mails the owner the reason */
        post: operations["AdminRegistrationsController_reject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/owners/changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My requests: the signed-in owner’s change requests, newest first, with each field’s outcome */
        get: operations["OwnerChangesController_mine"];
        put?: never;
        /** Asks for changes to one of the signed-in owner’s venues */
        post: operations["OwnerChangesController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/owners/changes/{id}/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Withdraws a change request still waiting for review (a reviewed one is a 409) */
        post: operations["OwnerChangesController_withdraw"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/mod/changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Change requests of one status or all, paged; the submitted ones oldest first */
        get: operations["AdminChangesController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/mod/changes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A change request with the venue’s current values and any conflict */
        get: operations["AdminChangesController_detail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Applies the approved fields and rejects the rest */
        patch: operations["AdminChangesController_apply"];
        trace?: never;
    };
    "/api/gamification/progress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A venue’s tier, points, completion, badges and next tier */
        get: operations["GamificationController_progress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gamification/checklist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A venue’s checklist, built from its own facts, with what is verified */
        get: operations["GamificationController_checklist"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gamification/categories/progress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["GamificationController_categories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gamification/leaderboard/global": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["GamificationController_global"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gamification/leaderboard/city/{city}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["GamificationController_city"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gamification/verify-item": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Proves a checklist item with a photo; answers the points awarded */
        post: operations["GamificationController_verify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/mod/verifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Verifications with their photos, to check the evidence; newest first, paged */
        get: operations["AdminVerificationsController_recent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/mod/verifications/{id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Withdraws a verification: points, tier and badges fall back; the owner is mailed why */
        post: operations["AdminVerificationsController_revoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/owners/venues": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in owner’s venues, in every status */
        get: operations["OwnerPortalController_venues"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/owners/venues/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the owner’s venues, with the current values of the fields they can change */
        get: operations["OwnerPortalController_venue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/owners/claims": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of the ownership claims the signed-in owner made, newest first */
        get: operations["OwnerPortalController_claims"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stats/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What waits for moderation, and how many owners there are */
        get: operations["AdminStatsController_dashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stats/venues-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Venues by status */
        get: operations["AdminStatsController_venuesCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/venues": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Venues by name, city, status and owner, most recently changed first, paged by cursor */
        get: operations["AdminVenuesController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/venues/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A venue with its owner, claims, change requests, enrichment state and history */
        get: operations["AdminVenuesController_detail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Edits the fields owners control and/or publishes or unpublishes, from the version read */
        patch: operations["AdminVenuesController_edit"];
        trace?: never;
    };
    "/api/admin/venues/{id}/enrich": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Runs both enrichment phases again for this venue */
        post: operations["AdminVenuesController_enrich"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report venues shown and added, for their owners’ analytics (counted, never stored per event)
         * @description Up to 100 events of { kind, venue_id }: view (the venue page), appearance (on a results page shown), brief_addition, comparison. No personal data is taken: bots are not counted, and the same visitor doing the same with a venue again within 30 minutes counts once. Unknown venues are ignored, and so is what a venue’s own owner or an administrator does (they are not visitors).
         */
        post: operations["ActivityController_record"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/owners/venues/{id}/analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A venue’s views, appearances in results, brief additions, comparisons, enquiries, proposals and acceptances per day over 7, 30 or 90 days, and its rank in its city by views */
        get: operations["VenueAnalyticsController_venueAnalytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        AuditTrailRowView: {
            /** @description The row’s number in the log */
            id: string;
            /** Format: date-time */
            at: string;
            /** Format: uuid */
            actor_id: string | null;
            /** @description Who acted; null for the system */
            actor_email: string | null;
            action: string;
            /** @enum {string} */
            entity_type: "venue" | "registration" | "claim" | "change_request" | "venue_enquiry" | "user" | "venue_review";
            entity_id: string;
            /** @description What it is about, in words */
            entity_label: string | null;
            before: {
                [key: string]: unknown;
            } | null;
            after: {
                [key: string]: unknown;
            } | null;
        };
        AuditTrailResponse: {
            /** @description How many items match the status and search, over all pages */
            total: number;
            /** @description Items on a full page */
            limit: number;
            /** @description The next page; null on the last */
            next_cursor: string | null;
            /** @description The previous page; null on the first */
            prev_cursor: string | null;
            entries: components["schemas"]["AuditTrailRowView"][];
        };
        MailPreferencesView: {
            /** @description Whether the owner gets non-essential mail: acknowledgements of what they send, digests. Sign-in links, decisions and enquiries always go. */
            non_essential: boolean;
        };
        UnsubscribeRequest: {
            /** @description The token of the unsubscribe link in the mail */
            token: string;
        };
        UnsubscribeResponse: {
            message: string;
        };
        SessionUserResponse: {
            /** Format: uuid */
            id: string;
            /** Format: email */
            email: string;
            /** @description Empty until the person gives one */
            name: string;
            /** @enum {string} */
            user_type: "owner" | "planner" | "admin";
            /**
             * @example [
             *       "owner"
             *     ]
             */
            roles: string[];
        };
        MagicLinkRequest: {
            /**
             * Format: email
             * @example owner@grand-hotel.co.uk
             */
            email: string;
            /**
             * @default owner
             * @enum {string}
             */
            user_type?: "owner" | "planner" | "admin";
        };
        MessageResponse: {
            /** @example Check your email for a sign-in link. */
            message: string;
        };
        ConsumeMagicLinkRequest: {
            /** @description The token from the link in the e-mail */
            token: string;
            /**
             * @description The person confirmed signing in, in a browser other than the one that asked for the link
             * @default false
             */
            confirm?: boolean;
        };
        AdminLoginRequest: {
            /** Format: email */
            email: string;
            /** Format: password */
            password: string;
        };
        AdminLoginResponse: {
            /**
             * @description signed_in: the session cookie is set. enrol: set up two-step sign-in before the session starts. code: enter a code from the authenticator app. For enrol and code a short-lived cookie holds the sign-in.
             * @enum {string}
             */
            step: "signed_in" | "enrol" | "code";
            /** @description The administrator, once signed in */
            user: components["schemas"]["SessionUserResponse"] | null;
            /** @description Signed in with the password alone (ADMIN_TOTP=optional): offer to set up two-step sign-in */
            offer_enrolment: boolean;
        };
        PasswordResetStartRequest: {
            /** Format: email */
            email: string;
        };
        PasswordResetCompleteRequest: {
            /** @description The token from the link in the e-mail */
            token: string;
            /** Format: password */
            new_password: string;
        };
        SecondFactorSignInRequest: {
            /** @example 492039 */
            code?: string;
            /**
             * @description One of the ten recovery codes, instead of a code
             * @example k7dxq-m3rta
             */
            recovery_code?: string;
        };
        SecondFactorEnrolmentResponse: {
            /** @description The key to type into an authenticator app (base32); shown only during setup */
            secret: string;
            /** @description The otpauth:// address the QR code holds */
            otpauth_uri: string;
            /** @description The otpauth:// address as an SVG QR code */
            qr_code_svg: string;
        };
        SecondFactorCodeRequest: {
            /** @example 492039 */
            code: string;
        };
        SecondFactorSignedInResponse: {
            /** @description Ten single-use recovery codes; shown this once */
            recovery_codes: string[];
            user: components["schemas"]["SessionUserResponse"];
        };
        SecondFactorStatusResponse: {
            /** @description Two-step sign-in is set up */
            enrolled: boolean;
            /** @description Administrators here must use two-step sign-in (ADMIN_TOTP=required) */
            required: boolean;
            /** @description Recovery codes not yet used */
            recovery_codes_left: number;
        };
        PasswordConfirmationRequest: {
            /**
             * Format: password
             * @description The administrator’s password, asked for again
             */
            password: string;
        };
        RecoveryCodesResponse: {
            /** @description Ten single-use recovery codes; shown this once */
            recovery_codes: string[];
        };
        OwnerRowView: {
            /** Format: uuid */
            id: string;
            email: string;
            name: string;
            /** @enum {string} */
            status: "active" | "suspended";
            /** Format: date-time */
            suspended_at: string | null;
            /** @description Why the account was suspended; empty when it is active */
            suspended_reason: string;
            /**
             * Format: date-time
             * @description When the account was made (first sign-in)
             */
            created_at: string;
            /** @description Venues the owner has */
            venue_count: number;
            /** Format: date-time */
            last_signed_in_at: string | null;
        };
        OwnersResponse: {
            /** @description How many items match the status and search, over all pages */
            total: number;
            /** @description Items on a full page */
            limit: number;
            /** @description The next page; null on the last */
            next_cursor: string | null;
            /** @description The previous page; null on the first */
            prev_cursor: string | null;
            owners: components["schemas"]["OwnerRowView"][];
        };
        OwnerVenueView: {
            /** Format: uuid */
            id: string;
            name: string;
            slug: string;
            city: string;
            status: string;
            /** Format: date-time */
            updated_at: string;
        };
        OwnerClaimView: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            venue_id: string;
            venue_name: string | null;
            proof_type: string;
            status: string;
            /** Format: date-time */
            created_at: string;
        };
        OwnerSignInView: {
            /** @description auth.signed_in, auth.sign_in_failed or auth.sign_in_refused */
            action: string;
            /** Format: date-time */
            at: string;
            /** @description password or magic_link, when recorded */
            method: string | null;
        };
        OwnerDetailView: {
            /** Format: uuid */
            id: string;
            email: string;
            name: string;
            /** @enum {string} */
            status: "active" | "suspended";
            /** Format: date-time */
            suspended_at: string | null;
            /** @description Why the account was suspended; empty when it is active */
            suspended_reason: string;
            /**
             * Format: date-time
             * @description When the account was made (first sign-in)
             */
            created_at: string;
            /** @description Venues the owner has */
            venue_count: number;
            /** Format: date-time */
            last_signed_in_at: string | null;
            /** @description The 50 most recently changed; venue_count says how many */
            venues: components["schemas"]["OwnerVenueView"][];
            /** @description The 50 newest */
            claims: components["schemas"]["OwnerClaimView"][];
            claim_count: number;
            /** @description The 50 latest sign-ins, failed and refused ones included */
            sign_ins: components["schemas"]["OwnerSignInView"][];
        };
        SuspendOwnerRequest: {
            /** @description Why: kept with the account and in the audit log */
            reason: string;
        };
        SuspendOwnerResponse: {
            /** Format: uuid */
            id: string;
            email: string;
            name: string;
            /** @enum {string} */
            status: "active" | "suspended";
            /** Format: date-time */
            suspended_at: string | null;
            /** @description Why the account was suspended; empty when it is active */
            suspended_reason: string;
            /**
             * Format: date-time
             * @description When the account was made (first sign-in)
             */
            created_at: string;
            /** @description Venues the owner has */
            venue_count: number;
            /** Format: date-time */
            last_signed_in_at: string | null;
            /** @description Sessions of the owner that were ended */
            sessions_ended: number;
        };
        TransferVenueRequest: {
            /** @description The e-mail address of the owner who takes the venue over */
            to_email: string;
        };
        TransferVenueResponse: {
            /** Format: uuid */
            venue_id: string;
            /** Format: uuid */
            from_owner_id: string | null;
            /** Format: uuid */
            to_owner_id: string;
            /** @description The new owner’s open claims on the venue, approved */
            claims_approved: string[];
            /** @description Everyone else’s open claims on the venue, rejected */
            claims_rejected: string[];
            /** @description The previous owner’s open change requests on it, rejected */
            change_requests_rejected: string[];
        };
        InviteAdminRequest: {
            email: string;
            name?: string;
        };
        InvitedAdminView: {
            /** Format: uuid */
            id: string;
            email: string;
            name: string;
        };
        ClaimProof: {
            /** @enum {string} */
            type: "email_domain" | "dns_txt" | "doc";
            /** @description doc: the uploaded document’s key or address; otherwise unused */
            value?: string;
        };
        CreateClaimRequest: {
            /** Format: uuid */
            venue_id: string;
            proof: components["schemas"]["ClaimProof"];
            /** @description Ignored: the claimant is the signed-in user, with their proven e-mail */
            email?: string;
        };
        ClaimDns: {
            /** @example _venues-claim.grand-hotel.co.uk */
            record_name: string;
            /** @description The value the TXT record must hold */
            value: string;
            verified: boolean;
        };
        ClaimView: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            venue_id: string;
            venue_name: string | null;
            venue_city: string | null;
            email: string;
            proof: components["schemas"]["ClaimProof"];
            auto_fast_tracked: boolean;
            /** @enum {string} */
            status: "submitted" | "under-review" | "approved" | "rejected" | "withdrawn";
            /** @description For a DNS claim, the value to publish */
            notes: string;
            dns: components["schemas"]["ClaimDns"] | null;
            /** @description The private document, for the claimant and admins */
            document_url: string | null;
            /** Format: date-time */
            created_at: string;
        };
        DnsCheckResponse: {
            verified: boolean;
            message: string;
        };
        ClaimAudit: {
            event: string;
            /** Format: date-time */
            at: string;
            detail: {
                [key: string]: unknown;
            };
        };
        AdminClaimView: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            venue_id: string;
            venue_name: string | null;
            venue_city: string | null;
            email: string;
            proof: components["schemas"]["ClaimProof"];
            auto_fast_tracked: boolean;
            /** @enum {string} */
            status: "submitted" | "under-review" | "approved" | "rejected" | "withdrawn";
            /** @description For a DNS claim, the value to publish */
            notes: string;
            dns: components["schemas"]["ClaimDns"] | null;
            /** @description The private document, for the claimant and admins */
            document_url: string | null;
            /** Format: date-time */
            created_at: string;
            audit: components["schemas"]["ClaimAudit"][];
            domain: string | null;
        };
        AdminClaimsResponse: {
            /** @description How many items match the status and search, over all pages */
            total: number;
            /** @description Items on a full page */
            limit: number;
            /** @description The next page; null on the last */
            next_cursor: string | null;
            /** @description The previous page; null on the first */
            prev_cursor: string | null;
            claims: components["schemas"]["AdminClaimView"][];
        };
        BulkClaimDecision: {
            ids: string[];
            /** @enum {string} */
            status: "approved" | "rejected";
            /** @description Optional (null is the same as none); a rejection without notes stores 'Could not verify ownership' */
            notes?: string | null;
            /** @description Ignored: the acting admin is the signed-in one */
            admin_id?: Record<string, never>;
        };
        BulkItemOutcome: {
            /** Format: uuid */
            id: string;
            /** @description Whether this item was decided */
            ok: boolean;
            /** @description Its status after the decision; null when it was not decided */
            status: string | null;
            /** @description What happened to it, in words for the admin */
            message: string;
        };
        BulkOutcomeView: {
            /** @description One per id, in the order sent */
            results: components["schemas"]["BulkItemOutcome"][];
            succeeded: number;
            failed: number;
        };
        DecideClaimRequest: {
            /** @enum {string} */
            status: "approved" | "rejected";
            /** @description Optional (null is the same as none); a rejection without notes stores 'Could not verify ownership' */
            notes?: string | null;
            /** @description Ignored: the acting admin is the signed-in one */
            admin_id?: Record<string, never>;
        };
        PresignResponse: {
            /** @description Where to POST the file: relative (this api: the file as the body) or absolute (the bucket: a multipart form of upload_fields, then the file as the field `file`) */
            upload_url: string;
            /** @enum {string} */
            upload_method: "POST";
            /** @description Headers the upload must carry */
            upload_headers: {
                [key: string]: string;
            };
            /** @description For the bucket: the form fields to send before the file (key, policy, signature); empty otherwise */
            upload_fields: {
                [key: string]: string;
            };
            key: string;
            /** @description Where the file is read from once uploaded */
            public_url: string;
        };
        StoredMediaResponse: {
            key: string;
            public_url: string;
            /** @enum {string} */
            content_type: "image/jpeg" | "image/png" | "image/gif" | "image/webp" | "application/pdf";
            /** @description Bytes */
            size: number;
        };
        CapacityRange: {
            min: number;
            max: number;
        };
        GeoPoint: {
            lat: number;
            lng: number;
        };
        ProgrammeStandingResponse: {
            /** @enum {string} */
            tier: "bronze" | "silver" | "gold" | "platinum";
            /** @description Checklist items proven with a photo */
            verified_items: number;
        };
        ResponseFigures: {
            /** @description Enquiries settled in the last 90 days (answered, or expired unanswered), counting only planners who opened their private link */
            enquiries: number;
            /** @description Share answered, 0–1 */
            answered_share: number;
            /** @description Median seconds from an enquiry to its first answer; null when none was answered */
            median_answer_seconds: number | null;
            /** @example Usually answers within 3 hours */
            answers_within_text: string | null;
            /** @example Answers 9 in 10 enquiries */
            answered_text: string;
            /** @description ≥ 90 % answered within 24 hours over ≥ 10 enquiries, no more than half declined */
            top_responder: boolean;
        };
        VenueCardResponse: {
            /** Format: uuid */
            id: string;
            slug: string;
            display_name: string;
            name: string;
            /** @example london */
            city: string;
            rating: number | null;
            capacity: components["schemas"]["CapacityRange"];
            photo_main: string | null;
            images: string[];
            primary_category: string;
            claimed: boolean;
            claimable: boolean;
            /** @example /v2/venue/the-savoy */
            canonical_url: string;
            geo: components["schemas"]["GeoPoint"] | null;
            /** @description The verification programme: the venue’s tier and how many of its facts are proven; null before any */
            programme: components["schemas"]["ProgrammeStandingResponse"] | null;
            /** @description Only when the search was near a postcode */
            distance_km?: number;
            /** @description How the venue answers enquiries over 90 days; null until it has 3 settled enquiries */
            response?: components["schemas"]["ResponseFigures"] | null;
            /**
             * @description Only when the search asked about dates: free (the owner keeps the calendar and nothing takes the venue on them) or not_confirmed (the venue keeps no calendar)
             * @enum {string}
             */
            availability?: "free" | "not_confirmed";
        };
        VenueSearchResult: {
            items: components["schemas"]["VenueCardResponse"][];
            /** @description All matching venues, not only this page */
            total: number;
            /** @description For each facet, the number of matching venues per value (exact) */
            facets?: {
                city?: {
                    [key: string]: number;
                };
                category?: {
                    [key: string]: number;
                };
                capacity?: {
                    [key: string]: number;
                };
                styles?: {
                    [key: string]: number;
                };
                meeting_facilities?: {
                    [key: string]: number;
                };
                conference_equipment?: {
                    [key: string]: number;
                };
                seating_layouts?: {
                    [key: string]: number;
                };
                bedroom_facilities?: {
                    [key: string]: number;
                };
                chain?: {
                    [key: string]: number;
                };
                accessibility?: {
                    [key: string]: number;
                };
                verified?: {
                    [key: string]: number;
                };
            };
        };
        SimilarVenuesResult: {
            items: components["schemas"]["VenueCardResponse"][];
        };
        VenueAvailabilityResult: {
            /**
             * Format: date
             * @description The day asked about
             */
            date: string;
            /** @description The owner keeps the calendar: only then are free days known */
            keeps_calendar: boolean;
            /** @description Free that day, taken (marked unavailable, held or booked), or null when the venue keeps no calendar */
            free_on_date: boolean | null;
            /** @description Up to 6 free days nearest the date (none before today, none over three weeks after it), in order; empty without a calendar */
            nearby_free_days: string[];
        };
        EnquiryVenueView: {
            /** Format: uuid */
            id: string;
            name: string;
            slug: string;
            city: string;
        };
        EventDetailsView: {
            /** @enum {string|null} */
            type: "meeting" | "conference" | "training" | "workshop" | "away_day" | "product_launch" | "exhibition" | "networking" | "awards" | "dinner" | "party" | "wedding" | "other" | null;
            /** Format: date */
            date: string | null;
            /**
             * @description Each day’s start, HH:MM
             * @example 09:00
             */
            start_time: string | null;
            /**
             * @description Each day’s end, HH:MM
             * @example 17:30
             */
            end_time: string | null;
            /** @description How many days it lasts */
            days: number | null;
            date_flexible: boolean;
            guests: number | null;
            /** @enum {string|null} */
            layout: "theatre" | "classroom" | "boardroom" | "u_shape" | "banquet" | "cabaret" | "reception" | "standing" | null;
            /** @description GBP */
            budget_gbp: number | null;
        };
        VenueEnquirySummary: {
            /** Format: uuid */
            id: string;
            venue: components["schemas"]["EnquiryVenueView"];
            /** @enum {string} */
            state: "new" | "viewed" | "proposed" | "declined" | "expired" | "closed";
            /**
             * @description For a proposal: what the planner made of it
             * @enum {string|null}
             */
            proposal_outcome: "open" | "accepted" | "not_chosen" | "declined" | "withdrawn" | null;
            /** @description Still waiting for the venue’s answer (new or viewed) */
            unanswered: boolean;
            event: components["schemas"]["EventDetailsView"];
            /** Format: date-time */
            received_at: string;
            /** @description Whole hours since it arrived */
            age_hours: number;
        };
        VenueEnquiriesPage: {
            /** @description How many items match the status and search, over all pages */
            total: number;
            /** @description Items on a full page */
            limit: number;
            /** @description The next page; null on the last */
            next_cursor: string | null;
            /** @description The previous page; null on the first */
            prev_cursor: string | null;
            /** @description Unanswered first, then newest (or oldest) first */
            items: components["schemas"]["VenueEnquirySummary"][];
        };
        DeclineView: {
            /** @enum {string} */
            reason: "not_available" | "too_small" | "too_large" | "other";
            text: string;
        };
        ProposalPriceView: {
            /** @enum {string} */
            basis: "total" | "per_delegate" | "day_rate";
            /** @description The price as quoted, GBP */
            amount_gbp: number;
            /** @description The whole event, GBP: the total, or per delegate × guests; null when the guests are not known */
            total_gbp: number | null;
            /** @description Per delegate, GBP: as quoted, or the total ÷ guests; null when the guests are not known */
            per_delegate_gbp: number | null;
        };
        ProposalView: {
            /** Format: uuid */
            id: string;
            /** @description 1 for the first proposal, then 2, 3… for each revision */
            revision: number;
            room: string;
            /** @enum {string} */
            layout: "theatre" | "classroom" | "boardroom" | "u_shape" | "banquet" | "cabaret" | "reception" | "standing";
            capacity: number;
            dates: string[];
            price: components["schemas"]["ProposalPriceView"];
            inclusions: ("catering" | "refreshments" | "drinks" | "av" | "wifi" | "accommodation" | "parking" | "event_staff" | "stationery")[];
            /** Format: date */
            valid_until: string;
            /** @description Whether it is still valid today */
            valid: boolean;
            message: string;
            /** @description Where the attached PDF is read, for this reader */
            document_url: string | null;
            /** Format: date-time */
            created_at: string;
        };
        ThreadMessageView: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            author: "planner" | "venue";
            body: string;
            /** Format: date-time */
            created_at: string;
            /** @description Written for the venue by Venue Finder’s team ("Venue Finder on behalf of {venue}") */
            on_behalf_of_venue: boolean;
            /** @description Written for the planner by a colleague they shared the event with: the colleague’s name (or address) */
            colleague: string | null;
        };
        HoldView: {
            /**
             * @description held until expires_at; confirmed is a booking
             * @enum {string}
             */
            state: "held" | "confirmed" | "released" | "expired";
            /**
             * @description The reference both sides quote
             * @example VF-7K3Q9D
             */
            reference: string;
            /**
             * Format: date
             * @description The date held (one of the proposal’s dates, as the planner chose)
             */
            date: string;
            room: string;
            /** @description 1 = first option; 2 when the venue already held this room and date for another event */
            option_rank: number;
            /** @example first option */
            option_text: string;
            /**
             * Format: date-time
             * @description When the hold ends unless the planner confirms it
             */
            expires_at: string;
            /** @description The revision of the proposal that was accepted */
            revision: number;
            /** @enum {string|null} */
            released_by: "planner" | "venue" | null;
            /** @description The reason given when it was released */
            release_reason: string;
            /** Format: date-time */
            confirmed_at: string | null;
        };
        VenueEnquiryDetail: {
            /** Format: uuid */
            id: string;
            venue: components["schemas"]["EnquiryVenueView"];
            /** @enum {string} */
            state: "new" | "viewed" | "proposed" | "declined" | "expired" | "closed";
            /**
             * @description For a proposal: what the planner made of it
             * @enum {string|null}
             */
            proposal_outcome: "open" | "accepted" | "not_chosen" | "declined" | "withdrawn" | null;
            /** @description Still waiting for the venue’s answer (new or viewed) */
            unanswered: boolean;
            event: components["schemas"]["EventDetailsView"];
            /** Format: date-time */
            received_at: string;
            /** @description Whole hours since it arrived */
            age_hours: number;
            /** Format: email */
            planner_email: string;
            planner_name: string | null;
            planner_phone: string | null;
            planner_organisation: string | null;
            /** @description The planner’s note for this venue */
            notes: string;
            /** @description The planner’s notes for the whole brief */
            brief_notes: string;
            /** @enum {string} */
            contact: "owner" | "invited_to_claim" | "team";
            decline: components["schemas"]["DeclineView"] | null;
            /** @enum {string|null} */
            closed_reason: "another_venue_chosen" | "closed_by_admin" | null;
            /** Format: date-time */
            viewed_at: string | null;
            /** Format: date-time */
            first_answer_at: string | null;
            /** @description The current revision */
            proposal: components["schemas"]["ProposalView"] | null;
            /** @description Every revision, newest first */
            revisions: components["schemas"]["ProposalView"][];
            messages: components["schemas"]["ThreadMessageView"][];
            /** @description The hold (and booking) once the planner accepted */
            hold: components["schemas"]["HoldView"] | null;
            /**
             * Format: date-time
             * @description While unanswered: when it expires (72 hours after it arrived)
             */
            expires_at: string | null;
        };
        ProposalRequest: {
            /** @example The Lancaster Room */
            room: string;
            /** @enum {string} */
            layout: "theatre" | "classroom" | "boardroom" | "u_shape" | "banquet" | "cabaret" | "reception" | "standing";
            capacity: number;
            dates: string[];
            /** @enum {string} */
            price_basis: "total" | "per_delegate" | "day_rate";
            /**
             * @description GBP, pounds; at most £10,000,000 in total, £10,000 per delegate, £1,000,000 a day
             * @example 6500
             */
            price_gbp: number;
            /** @default [] */
            inclusions?: ("catering" | "refreshments" | "drinks" | "av" | "wifi" | "accommodation" | "parking" | "event_staff" | "stationery")[];
            /**
             * Format: date
             * @description A date after today
             */
            valid_until: string;
            /**
             * @description Days you hold the chosen date once the planner accepts (never past the event’s day)
             * @default 7
             */
            hold_days?: number;
            message?: string;
            /**
             * @description A PDF you uploaded (POST /api/media/presign with kind document): its key or /api/media/ address
             * @example documents/0b7f6a52-3c1d-4e8f-9a20-5d6c7b8e9f01.pdf
             */
            document?: string;
        };
        DeclineRequest: {
            /** @enum {string} */
            reason: "not_available" | "too_small" | "too_large" | "other";
            /** @description Required when the reason is other */
            text?: string;
        };
        VenueReleaseRequest: {
            /** @description Why the venue releases the date; the planner reads it */
            reason: string;
        };
        ThreadMessagesResponse: {
            messages: components["schemas"]["ThreadMessageView"][];
        };
        ThreadMessageRequest: {
            /** @description Plain text */
            body: string;
        };
        FreshLinkRequest: {
            /**
             * Format: email
             * @description The address the brief was sent from
             */
            email: string;
        };
        FreshLinkResponse: {
            /**
             * @description The same answer whatever the address: it tells no one whether an address sent a brief
             * @example If this address sent a brief in the last 90 days, a fresh link is on its way to it.
             */
            message: string;
        };
        NotChosenView: {
            /** @enum {string} */
            reason: "price" | "capacity" | "location" | "availability" | "other";
            text: string;
        };
        PlannerVenueEnquiry: {
            /**
             * Format: uuid
             * @description The venue enquiry: the id the accept, decline and messages calls take
             */
            id: string;
            venue: components["schemas"]["EnquiryVenueView"];
            /** @enum {string} */
            state: "new" | "viewed" | "proposed" | "declined" | "expired" | "closed";
            /** @enum {string|null} */
            proposal_outcome: "open" | "accepted" | "not_chosen" | "declined" | "withdrawn" | null;
            /**
             * @description The state in words: Proposal received, Declined: not available, Waiting — …, Accepted, …
             * @example Waiting — usually answers in 3 hours
             */
            status_text: string;
            /** @enum {string} */
            contact: "owner" | "invited_to_claim" | "team";
            /** @enum {string|null} */
            decline_reason: "not_available" | "too_small" | "too_large" | "other" | null;
            /** @description The venue’s words when it declined for another reason */
            decline_text: string;
            /** @description The current revision */
            proposal: components["schemas"]["ProposalView"] | null;
            /** @description Shown once the venue has 3 settled enquiries */
            response: components["schemas"]["ResponseFigures"] | null;
            /** @description The planner may write to the venue (someone there can read it) */
            can_message: boolean;
            /** @description Messages in the thread */
            message_count: number;
            /** @description The hold (and booking) once accepted */
            hold: components["schemas"]["HoldView"] | null;
            /** @description For a venue not chosen: whether it was told by e-mail (false: it could not be reached); null otherwise */
            told_by_mail: boolean | null;
            /** @description The reason the planner gave the venues not chosen */
            not_chosen: components["schemas"]["NotChosenView"] | null;
            /**
             * @description For a confirmed booking: not_yet until the event date has passed, then due (the planner may review the venue once), then written; null otherwise
             * @enum {string|null}
             */
            review: "not_yet" | "due" | "written" | null;
        };
        PlannerProposalsResponse: {
            /** Format: uuid */
            enquiry_id: string;
            /** Format: date-time */
            sent_at: string;
            event: components["schemas"]["EventDetailsView"];
            /** @description In the order of the brief */
            venues: components["schemas"]["PlannerVenueEnquiry"][];
            /**
             * Format: uuid
             * @description The venue enquiry whose proposal was accepted
             */
            accepted_id: string | null;
            /** @description Nothing is left to wait for: every venue declined, expired or was closed, or every hold ended, and no proposal is open */
            nothing_left: boolean;
        };
        AcceptProposalRequest: {
            /** @description The revision the planner was shown: if the venue revised it since, 409 */
            revision: number;
            /**
             * Format: date
             * @description One of the proposal’s dates: required when it offers more than one
             */
            date?: string;
            /**
             * @description Told to the venues not chosen (optional)
             * @enum {string}
             */
            not_chosen_reason?: "price" | "capacity" | "location" | "availability" | "other";
            /** @description A few words; required with other */
            not_chosen_text?: string;
        };
        PlannerReleaseRequest: {
            /** @description Why, for the venue (optional) */
            reason?: string;
        };
        ReviewRequest: {
            /** @description Stars, 1 (poor) to 5 (excellent) */
            rating: number;
            /** @description A few words on the venue (plain text) */
            text: string;
        };
        PlannerThreadResponse: {
            messages: components["schemas"]["ThreadMessageView"][];
        };
        PlannerEventView: {
            /** Format: uuid */
            enquiry_id: string;
            /** Format: date-time */
            sent_at: string;
            event: components["schemas"]["EventDetailsView"];
            /** @description In the order of the brief */
            venues: components["schemas"]["PlannerVenueEnquiry"][];
            /**
             * Format: uuid
             * @description The venue enquiry whose proposal was accepted
             */
            accepted_id: string | null;
            /** @description Nothing is left to wait for: every venue declined, expired or was closed, or every hold ended, and no proposal is open */
            nothing_left: boolean;
            /**
             * @description owner: the planner’s own brief; view or decide: shared with them by a colleague
             * @enum {string}
             */
            permission: "owner" | "view" | "decide";
            /** @description Who shared the event (name or e-mail); null for your own */
            shared_by: string | null;
        };
        PlannerEventsPage: {
            /** @description How many items match the status and search, over all pages */
            total: number;
            /** @description Items on a full page */
            limit: number;
            /** @description The next page; null on the last */
            next_cursor: string | null;
            /** @description The previous page; null on the first */
            prev_cursor: string | null;
            /** @description Newest first */
            events: components["schemas"]["PlannerEventView"][];
        };
        EventShareView: {
            /**
             * Format: uuid
             * @description The id DELETE …/shares/{shareId} takes
             */
            id: string;
            /** Format: email */
            email: string;
            /** @enum {string} */
            permission: "view" | "decide";
            /** Format: date-time */
            created_at: string;
        };
        EventSharesResponse: {
            /** @description Oldest first; at most 20 */
            shares: components["schemas"]["EventShareView"][];
        };
        ShareEventRequest: {
            /**
             * Format: email
             * @example sam@company.co.uk
             */
            email: string;
            /**
             * @description view: look only; decide: also accept, confirm, release, decline and write
             * @enum {string}
             */
            permission: "view" | "decide";
        };
        EnquiryDayView: {
            /** Format: date */
            day: string;
            /** @description Venue enquiries made that day (UTC) */
            enquiries: number;
            /** @description Of those, answered (a proposal or a decline) */
            answered: number;
        };
        VenueUnansweredView: {
            venue: components["schemas"]["EnquiryVenueView"];
            /** @description Whether an owner has it */
            owned: boolean;
            /** @description Enquiries not answered: waiting, or expired */
            unanswered: number;
        };
        AdminEnquiriesOverview: {
            days: number;
            /** @description Every day of the window, oldest first */
            per_day: components["schemas"]["EnquiryDayView"][];
            /** @description Venue enquiries made in the window */
            enquiries: number;
            answered: number;
            /** @description 0–1; null without enquiries */
            answered_share: number | null;
            median_answer_seconds: number | null;
            /** @description Enquiries waiting on venues nobody owns */
            waiting_on_unowned: number;
            /** @description Venues with 3 or more unanswered, most first (20 at most) */
            venues_with_many_unanswered: components["schemas"]["VenueUnansweredView"][];
        };
        AdminWaitingEnquiry: {
            /** Format: uuid */
            id: string;
            venue: components["schemas"]["EnquiryVenueView"];
            /** @enum {string} */
            state: "new" | "viewed" | "proposed" | "declined" | "expired" | "closed";
            /**
             * @description For a proposal: what the planner made of it
             * @enum {string|null}
             */
            proposal_outcome: "open" | "accepted" | "not_chosen" | "declined" | "withdrawn" | null;
            /** @description Still waiting for the venue’s answer (new or viewed) */
            unanswered: boolean;
            event: components["schemas"]["EventDetailsView"];
            /** Format: date-time */
            received_at: string;
            /** @description Whole hours since it arrived */
            age_hours: number;
            /** @enum {string} */
            contact: "owner" | "invited_to_claim" | "team";
            /** @description The venue’s listed e-mail */
            venue_email: string | null;
            /** @description The venue can be reached (a listed e-mail) and claimed: "Forward again" invites it to claim and answer */
            can_forward: boolean;
            /** Format: email */
            planner_email: string;
            /** @description How many times an administrator forwarded it again */
            forwarded_count: number;
            /** Format: date-time */
            last_forwarded_at: string | null;
        };
        AdminWaitingEnquiriesPage: {
            /** @description How many items match the status and search, over all pages */
            total: number;
            /** @description Items on a full page */
            limit: number;
            /** @description The next page; null on the last */
            next_cursor: string | null;
            /** @description The previous page; null on the first */
            prev_cursor: string | null;
            /** @description Oldest first unless asked otherwise */
            items: components["schemas"]["AdminWaitingEnquiry"][];
        };
        ReviewQueueItem: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            venue_id: string;
            venue_name: string;
            rating: number;
            /** @description The planner’s words, as written */
            body: string;
            event_type: string | null;
            /**
             * Format: date
             * @description The first day of the event’s month
             */
            event_month: string;
            /** @enum {string} */
            status: "pending" | "approved" | "rejected";
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            moderated_at: string | null;
        };
        ReviewQueueView: {
            /** @description How many items match the status and search, over all pages */
            total: number;
            /** @description Items on a full page */
            limit: number;
            /** @description The next page; null on the last */
            next_cursor: string | null;
            /** @description The previous page; null on the first */
            prev_cursor: string | null;
            reviews: components["schemas"]["ReviewQueueItem"][];
        };
        ReviewDecisionView: {
            /** @enum {string} */
            status: "pending" | "approved" | "rejected";
        };
        CalendarEntryResponse: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            kind: "unavailable" | "held" | "booked";
            /**
             * Format: date
             * @description A London date
             */
            first_day: string;
            /**
             * Format: date
             * @description A London date, included
             */
            last_day: string;
            /** @description The owner’s note (unavailable dates) or the event’s name (holds and bookings) */
            note: string;
            /**
             * @description How unavailable dates were marked
             * @enum {string|null}
             */
            source: "owner" | "import" | null;
        };
        CalendarFeedStatus: {
            /**
             * Format: date-time
             * @description When the current private address was made
             */
            created_at: string;
        };
        VenueCalendarResponse: {
            /** Format: uuid */
            venue_id: string;
            venue_name: string;
            /** Format: date */
            from: string;
            /** Format: date */
            to: string;
            /**
             * Format: date
             * @description Today in London: earlier days can no longer be marked
             */
            today: string;
            /**
             * Format: date
             * @description The last day the calendar takes (three years from today)
             */
            last_bookable_day: string;
            /** @description Every entry touching a day from from to to */
            entries: components["schemas"]["CalendarEntryResponse"][];
            /** @description The private feed, when it is on */
            feed: components["schemas"]["CalendarFeedStatus"] | null;
        };
        UnavailableDatesRequest: {
            /**
             * Format: date
             * @description The first unavailable day; today or later
             * @example 2027-03-18
             */
            first_day: string;
            /**
             * Format: date
             * @description The last unavailable day, included (the first day when left out); at most 366 days in all
             * @example 2027-03-20
             */
            last_day?: string;
            /** @description A note only the venue’s owner sees */
            note?: string;
        };
        CalendarImportRequest: {
            /** @description The text of an iCalendar (.ics) file; each event’s days are marked unavailable */
            ics: string;
        };
        CalendarImportResponse: {
            /** @description Events whose days are now marked unavailable for the first time */
            added: number;
            /** @description Events imported before, their days brought up to date */
            updated: number;
            /** @description Events that had ended before today, left out */
            past_left_out: number;
        };
        CalendarFeedResponse: {
            /**
             * @description The private address, shown this once: only a hash of its secret is kept
             * @example https://venues.example.co.uk/api/v2/venue-calendars/8m3…Q.ics
             */
            url: string;
            /** Format: date-time */
            created_at: string;
        };
        SearchSuggestionResponse: {
            /** @enum {string} */
            type: "venue" | "city" | "category";
            name: string;
            /** @description For a venue, its city; for a city or category, a short hint */
            subtitle: string;
            /** @description Venues only */
            slug?: string;
            /** @description The venue’s city, or the city itself */
            city?: string;
            /** @description The filter value a city or category row applies */
            value?: string;
        };
        SuggestionsResult: {
            suggestions: components["schemas"]["SearchSuggestionResponse"][];
        };
        Phase1Progress: {
            /** @description A run is going on */
            is_active: boolean;
            progress_percentage: number;
            total_venues: number;
            /** @example Enriching venues */
            status_message: string;
            /**
             * @description Empty when no run is going on
             * @example About 2 minutes left
             */
            eta_message: string;
            /** @description Venues enriched so far in this run */
            enriched: number;
        };
        Phase2Progress: {
            /** @description A run is going on */
            is_active: boolean;
            progress_percentage: number;
            total_venues: number;
            /** @example Enriching venues */
            status_message: string;
            /**
             * @description Empty when no run is going on
             * @example About 2 minutes left
             */
            eta_message: string;
            /** @description Venues complete so far in this run */
            complete: number;
        };
        DependencyState: {
            ok: boolean;
            /** @description Why it is not ok */
            detail?: string;
        };
        SearchState: {
            ok: boolean;
            /** @description Why it is not ok */
            detail?: string;
            /** @enum {string} */
            engine: "postgres" | "meilisearch";
            documents?: number;
        };
        BacklogState: {
            /** @description Outbox messages waiting for the indexer */
            pending?: number;
            oldest_pending_seconds?: number;
            /** @description Mail waiting to be sent */
            waiting?: number;
            oldest_waiting_seconds?: number;
            /** @description Given up after every attempt */
            abandoned?: number;
            ok?: boolean;
            detail?: string;
        };
        HealthReport: {
            /** @enum {string} */
            status: "ok" | "degraded";
            database: components["schemas"]["DependencyState"];
            search: components["schemas"]["SearchState"];
            indexer: components["schemas"]["BacklogState"];
            mail: components["schemas"]["BacklogState"];
        };
        BriefItemInput: {
            /**
             * Format: uuid
             * @description A published venue
             */
            venue_id: string;
            /** @description What the planner wants from this venue */
            notes?: string;
        };
        EventDetailsInput: {
            /**
             * @description What kind of event it is
             * @enum {string}
             */
            type?: "meeting" | "conference" | "training" | "workshop" | "away_day" | "product_launch" | "exhibition" | "networking" | "awards" | "dinner" | "party" | "wedding" | "other";
            /**
             * Format: date
             * @description The event’s date; today or later
             * @example 2027-03-18
             */
            date?: string;
            /**
             * @description The date is flexible (or not fixed yet)
             * @default false
             */
            date_flexible?: boolean;
            /**
             * @description When the event starts each day, 24-hour HH:MM
             * @example 09:00
             */
            start_time?: string;
            /**
             * @description When the event ends each day, 24-hour HH:MM; after start_time
             * @example 17:30
             */
            end_time?: string;
            /**
             * @description How many days it lasts
             * @example 2
             */
            days?: number;
            /** @example 80 */
            guests?: number;
            /** @enum {string} */
            layout?: "theatre" | "classroom" | "boardroom" | "u_shape" | "banquet" | "cabaret" | "reception" | "standing";
            /**
             * @description In GBP, pounds; at least £1 a guest when guests are given
             * @example 6500
             */
            budget_gbp?: number;
        };
        PlannerContactInput: {
            /** @example Sam Patel */
            name?: string;
            /**
             * @description 7 to 15 digits; spaces, brackets, dashes and + allowed
             * @example 020 7946 0000
             */
            phone?: string;
            /** @example Northwind Ltd */
            organisation?: string;
        };
        CreateBriefRequest: {
            /**
             * Format: email
             * @example sam@company.co.uk
             */
            user_email: string;
            items: components["schemas"]["BriefItemInput"][];
            /** @description Dates, budget, anything else */
            notes?: string;
            /** @description The event: type, date or flexible, start and end times, days, guests, layout, budget */
            event?: components["schemas"]["EventDetailsInput"];
            /** @description Who the planner is: name, phone, organisation */
            planner?: components["schemas"]["PlannerContactInput"];
            /** @description The same as the Idempotency-Key header, for clients that cannot set headers */
            idempotency_key?: string;
        };
        BriefCreated: {
            /** Format: uuid */
            id: string;
        };
        ShortlistSummaryView: {
            /** Format: uuid */
            id: string;
            name: string;
            venue_count: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        ShortlistsPage: {
            /** @description How many items match the status and search, over all pages */
            total: number;
            /** @description Items on a full page */
            limit: number;
            /** @description The next page; null on the last */
            next_cursor: string | null;
            /** @description The previous page; null on the first */
            prev_cursor: string | null;
            /** @description The most recently changed first */
            shortlists: components["schemas"]["ShortlistSummaryView"][];
        };
        CreateShortlistRequest: {
            /** @example Summer party */
            name: string;
            /** @description Published venues to start with, in order */
            venue_ids?: string[];
        };
        ShortlistView: {
            /** Format: uuid */
            id: string;
            name: string;
            /** @description The venues, in the order they were added */
            venue_ids: string[];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        ShortlistNameRequest: {
            /** @example Summer party */
            name: string;
        };
        ShortlistVenuesRequest: {
            /** @description Published venues */
            venue_ids: string[];
        };
        ShortlistVenuesAdded: {
            /** Format: uuid */
            id: string;
            name: string;
            /** @description The venues, in the order they were added */
            venue_ids: string[];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /** @description The venues this request added; those it named that were already there are not repeated */
            added: string[];
        };
        EnquiryPayload: {
            /** Format: email */
            email: string;
            /** @description Venue ids */
            venues: string[];
            notes?: string;
            /** @description The event: type, date or flexible, times, days, guests, layout, budget. Left out: the brief’s, if it has them */
            event?: components["schemas"]["EventDetailsInput"];
            /** @description Who the planner is: name, phone, organisation. Left out: the brief’s, if it has them */
            planner?: components["schemas"]["PlannerContactInput"];
        };
        CreateEnquiryRequest: {
            /** @enum {string} */
            source: "v2_brief_submission";
            /**
             * Format: uuid
             * @description The brief this enquiry submits; a brief is submitted once
             */
            brief_id?: string;
            payload: components["schemas"]["EnquiryPayload"];
            /** @description The same as the Idempotency-Key header, for clients that cannot set headers */
            idempotency_key?: string;
        };
        EnquiryVenueContact: {
            /** Format: uuid */
            venue_id: string;
            venue_name: string;
            /**
             * @description Who answers: owner — the venue is on Venue Finder and answers directly; invited_to_claim — the venue has not claimed its listing: its listed e-mail was invited to claim it and answer; team — no one at the venue can be mailed: our team will try to reach it
             * @enum {string}
             */
            contact: "owner" | "invited_to_claim" | "team";
        };
        EnquiryReceived: {
            /** Format: uuid */
            id: string;
            /**
             * @description Saved; the confirmation and the venues’ mails are queued
             * @enum {string}
             */
            status: "received";
            /** @description Each venue, in the order given, and who will answer it */
            venues: components["schemas"]["EnquiryVenueContact"][];
        };
        ChatVenueRef: {
            /** Format: uuid */
            id: string;
        };
        AiChatRequest: {
            /** @example Which venue has the largest theatre capacity? */
            question: string;
            venue_ids?: string[];
            /** @description The spec’s form; only each venue’s id is used */
            venues?: components["schemas"]["ChatVenueRef"][];
        };
        AiChatAnswer: {
            /** @description Plain text; lines starting "- " are list items */
            answer: string;
        };
        SuggestedQuestions: {
            /** @description The chat panel shows 4 of these 8 */
            questions: string[];
        };
        VenuePackRequest: {
            ids: string[];
        };
        VenuePackCreated: {
            /**
             * Format: uuid
             * @description The media id of the pack
             */
            id: string;
            /**
             * @description Where to download the PDF
             * @example https://venues.example.com/uploads/packs/<id>.pdf
             */
            url: string;
        };
        RegistrationView: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            status: "draft" | "submitted" | "approved" | "rejected";
            /** @description The wizard step (0-based) of the last save */
            step: number;
            version: number;
            /** @description The venue as entered: name, short_description, description_html, categories, address {line1, line2, city, postcode}, capacities {theatre, banquet, standing}, amenities, pricing {day_rate, hour_rate, currency: GBP}, contact {website}, images */
            venue_data: {
                [key: string]: unknown;
            };
            venue_name: string;
            /** @description The venue, once approved */
            venue_id: string | null;
            /** @description The live page, once the venue is published */
            live_path: string | null;
            /** @description Why it was rejected; empty otherwise */
            rejection_reason: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /** Format: date-time */
            submitted_at: string | null;
            /**
             * Format: uuid
             * @description The rejected registration this draft corrects
             */
            reopened_from: string | null;
            /** @description Why the registration this draft corrects was rejected */
            previous_rejection_reason: string | null;
        };
        RegistrationsResponse: {
            /** @description How many items match the status and search, over all pages */
            total: number;
            /** @description Items on a full page */
            limit: number;
            /** @description The next page; null on the last */
            next_cursor: string | null;
            /** @description The previous page; null on the first */
            prev_cursor: string | null;
            registrations: components["schemas"]["RegistrationView"][];
        };
        SimilarVenue: {
            /** Format: uuid */
            id: string;
            name: string;
            city: string;
            postcode: string;
            /** @description Already has an owner */
            claimed: boolean;
            path: string;
            /** @description Where to claim it instead */
            claim_path: string;
        };
        SimilarVenuesResponse: {
            venues: components["schemas"]["SimilarVenue"][];
        };
        CreateRegistrationRequest: {
            /** @description The venue as entered: name, short_description, description_html, categories, address {line1, line2, city, postcode}, capacities {theatre, banquet, standing}, amenities, pricing {day_rate, hour_rate, currency: GBP}, contact {website}, images */
            venue_data: {
                [key: string]: unknown;
            };
            /** @description The wizard step (0-based) */
            step?: number;
            /**
             * @default draft
             * @enum {string}
             */
            status?: "draft" | "submitted";
        };
        SaveRegistrationRequest: {
            /** @description The venue as entered: name, short_description, description_html, categories, address {line1, line2, city, postcode}, capacities {theatre, banquet, standing}, amenities, pricing {day_rate, hour_rate, currency: GBP}, contact {website}, images */
            venue_data: {
                [key: string]: unknown;
            };
            /** @description The wizard step (0-based) */
            step?: number;
            /**
             * @default draft
             * @enum {string}
             */
            status?: "draft" | "submitted";
            /** @description The version the draft was read at; a save from an older one is a 409 */
            version: number;
        };
        AdminRegistrationRow: {
            /** Format: uuid */
            id: string;
            venue_name: string;
            owner_email: string;
            /** @enum {string} */
            status: "draft" | "submitted" | "approved" | "rejected";
            /** @example leeds */
            city: string;
            /** Format: date-time */
            submitted_at: string | null;
            live_path: string | null;
            rejection_reason: string;
            /** @description The venue as entered: name, short_description, description_html, categories, address {line1, line2, city, postcode}, capacities {theatre, banquet, standing}, amenities, pricing {day_rate, hour_rate, currency: GBP}, contact {website}, images */
            venue_data: {
                [key: string]: unknown;
            };
        };
        AdminRegistrationsResponse: {
            /** @description How many items match the status and search, over all pages */
            total: number;
            /** @description Items on a full page */
            limit: number;
            /** @description The next page; null on the last */
            next_cursor: string | null;
            /** @description The previous page; null on the first */
            prev_cursor: string | null;
            registrations: components["schemas"]["AdminRegistrationRow"][];
        };
        BulkRegistrationDecision: {
            ids: string[];
            /** @enum {string} */
            decision: "approve" | "reject";
            /** @description Required to reject: mailed to every owner */
            reason?: string;
        };
        RegistrationReviewView: {
            registration: components["schemas"]["AdminRegistrationRow"];
            /** @description The venue’s page as planners will see it once approved (the detail view of GET /api/v2/venues/{idOrSlug}); null when the registration would not pass approval */
            listing: {
                [key: string]: unknown;
            } | null;
            /** @description Why there is no listing */
            problem: string | null;
            /** @description Published venues it may duplicate */
            duplicates: components["schemas"]["SimilarVenue"][];
        };
        RejectRegistrationRequest: {
            /** @description Why, in words the owner will read (it is mailed) */
            reason: string;
        };
        CreateChangeRequest: {
            /** Format: uuid */
            venue_id: string;
            /** @description Field → value, in the registration's venue_data shape; fields: short_description, description_html, amenities, capacities, pricing, contact, images */
            field_changes: {
                [key: string]: unknown;
            };
        };
        ChangeRequestView: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            venue_id: string;
            venue_name: string;
            venue_slug: string;
            /** Format: uuid */
            owner_id: string;
            owner_email: string;
            /** @enum {string} */
            status: "submitted" | "partially_approved" | "approved" | "rejected" | "withdrawn";
            /** @description Field → value, in the registration's venue_data shape; fields: short_description, description_html, amenities, capacities, pricing, contact, images */
            patch: {
                [key: string]: unknown;
            };
            approved_fields: string[];
            rejected_fields: string[];
            admin_note: string;
            /** @description Applied over a venue that had changed since the request */
            applied_over_conflict: boolean;
            /** Format: date-time */
            created_at: string;
        };
        OwnerRequestedField: {
            /** @enum {string} */
            field: "short_description" | "description_html" | "amenities" | "capacities" | "pricing" | "contact" | "images";
            /** @description The value asked for */
            proposed: {
                [key: string]: unknown;
            } | null;
            /**
             * @description Waiting for review, applied to the listing, not applied, or withdrawn
             * @enum {string}
             */
            outcome: "pending" | "applied" | "rejected" | "withdrawn";
        };
        OwnerChangeRequestView: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            venue_id: string;
            venue_name: string;
            /** @enum {string} */
            status: "submitted" | "partially_approved" | "approved" | "rejected" | "withdrawn";
            fields: components["schemas"]["OwnerRequestedField"][];
            /** @description The reviewer’s note to the owner; empty when none */
            admin_note: string;
            /** @description Still waiting for review: the owner may withdraw it */
            can_withdraw: boolean;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            reviewed_at: string | null;
            /** Format: date-time */
            withdrawn_at: string | null;
        };
        OwnerChangeRequestsResponse: {
            /** @description How many items match the status and search, over all pages */
            total: number;
            /** @description Items on a full page */
            limit: number;
            /** @description The next page; null on the last */
            next_cursor: string | null;
            /** @description The previous page; null on the first */
            prev_cursor: string | null;
            change_requests: components["schemas"]["OwnerChangeRequestView"][];
        };
        ChangeRequestsResponse: {
            /** @description How many items match the status and search, over all pages */
            total: number;
            /** @description Items on a full page */
            limit: number;
            /** @description The next page; null on the last */
            next_cursor: string | null;
            /** @description The previous page; null on the first */
            prev_cursor: string | null;
            change_requests: components["schemas"]["ChangeRequestView"][];
        };
        ChangeRequestDetailView: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            venue_id: string;
            venue_name: string;
            venue_slug: string;
            /** Format: uuid */
            owner_id: string;
            owner_email: string;
            /** @enum {string} */
            status: "submitted" | "partially_approved" | "approved" | "rejected" | "withdrawn";
            /** @description Field → value, in the registration's venue_data shape; fields: short_description, description_html, amenities, capacities, pricing, contact, images */
            patch: {
                [key: string]: unknown;
            };
            approved_fields: string[];
            rejected_fields: string[];
            admin_note: string;
            /** @description Applied over a venue that had changed since the request */
            applied_over_conflict: boolean;
            /** Format: date-time */
            created_at: string;
            /** @description The venue’s values of the editable fields now */
            current_venue: {
                [key: string]: unknown;
            };
            /** @description The values the request replaces, as they were when it was made */
            base_values: {
                [key: string]: unknown;
            };
            /** @description The venue changed since the request was made */
            has_conflict: boolean;
            /** @description Fields of the request whose value changed since */
            conflict_fields: string[];
        };
        ApplyChangeRequest: {
            /** @description Fields to apply */
            approve: string[];
            /** @description Fields not to apply */
            reject: string[];
            /** @description Optional; null is the same as none */
            note?: string | null;
        };
        ApplyChangeRequestResponse: {
            message: string;
            change_request: components["schemas"]["ChangeRequestDetailView"];
        };
        Badge: {
            badge_type: string;
            /** Format: date-time */
            earned_at: string;
        };
        NextTier: {
            /** @enum {string} */
            name: "bronze" | "silver" | "gold" | "platinum";
            points_needed: number;
        };
        Progress: {
            /** Format: uuid */
            venue_id: string;
            /** @enum {string} */
            current_tier: "bronze" | "silver" | "gold" | "platinum";
            total_points: number;
            verified_items_count: number;
            total_items_count: number;
            completion_percentage: number;
            badges_earned: components["schemas"]["Badge"][];
            next_tier: components["schemas"]["NextTier"] | null;
        };
        ChecklistCategoryView: {
            id: string;
            name: string;
            points_per_item: number;
            items: string[];
            /** @description Indices of the items verified */
            verified_items: number[];
        };
        Checklist: {
            categories: components["schemas"]["ChecklistCategoryView"][];
        };
        CategoryProgress: {
            category_id: string;
            verified_items: number;
            total_items: number;
            completion_percentage: number;
        };
        CategoriesProgress: {
            categories: components["schemas"]["CategoryProgress"][];
        };
        LeaderboardRowView: {
            rank: number;
            /** Format: uuid */
            venue_id: string;
            venue_name: string;
            venue_slug: string;
            /** @enum {string} */
            current_tier: "bronze" | "silver" | "gold" | "platinum";
            total_points: number;
            badges_count: number;
            city: string;
            country: string;
        };
        Leaderboard: {
            rows: components["schemas"]["LeaderboardRowView"][];
        };
        VerifyItemRequest: {
            /**
             * Format: uuid
             * @description One of your venues: the programme is per venue
             */
            venue_id: string;
            category_id: string;
            item_index: number;
            /** @description The address of a photo you uploaded (POST /api/media/presign, kind image) */
            image_url: string;
            comment?: string | null;
        };
        VerifyItemResponse: {
            points_awarded: number;
            progress: components["schemas"]["Progress"];
        };
        RecentVerification: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            venue_id: string;
            venue_name: string;
            /** @description Who verified the item: the owner account that sent the photo */
            owner_email: string;
            category_id: string;
            item_index: number;
            item_text: string;
            /** @description The photo in our own storage; null for evidence from before uploads were required */
            image_url: string | null;
            comment: string | null;
            points: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            revoked_at: string | null;
            revoke_reason: string;
        };
        RecentVerifications: {
            /** @description How many items match the status and search, over all pages */
            total: number;
            /** @description Items on a full page */
            limit: number;
            /** @description The next page; null on the last */
            next_cursor: string | null;
            /** @description The previous page; null on the first */
            prev_cursor: string | null;
            verifications: components["schemas"]["RecentVerification"][];
        };
        RevokeRequest: {
            /** @description Why: the owner is mailed it */
            reason: string;
        };
        OwnerVenueAddress: {
            /** @example london */
            city: string;
        };
        OwnerVenueCapacities: {
            theatre: number | null;
            banquet: number | null;
            standing: number | null;
        };
        OwnerVenuePricing: {
            /** @description Pounds per day */
            day_rate: number | null;
            /** @description Pounds per hour */
            hour_rate: number | null;
            /** @enum {string} */
            currency: "GBP";
        };
        OwnerVenue: {
            /** Format: uuid */
            id: string;
            name: string;
            slug: string;
            /** @enum {string} */
            status: "draft" | "review" | "published";
            /** @example london */
            city: string;
            address: components["schemas"]["OwnerVenueAddress"];
            /** Format: date-time */
            updated_at: string;
            description_html: string;
            amenities: string[];
            capacities: components["schemas"]["OwnerVenueCapacities"];
            pricing: components["schemas"]["OwnerVenuePricing"];
            /** @description The version an edit request is based on */
            version: number;
        };
        OwnerVenuesResponse: {
            venues: components["schemas"]["OwnerVenue"][];
        };
        OwnerVenueFields: {
            /** Format: uuid */
            id: string;
            name: string;
            slug: string;
            version: number;
            /** @description The fields an owner can ask to change, in the registration’s venue_data shape */
            fields: {
                [key: string]: unknown;
            };
        };
        OwnerClaimDns: {
            /** @example _venues-claim.grand-hotel.co.uk */
            record_name: string;
            value: string;
            verified: boolean;
        };
        OwnerClaim: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            venue_id: string;
            venue_name: string;
            /** @example london */
            venue_city: string;
            /** @enum {string} */
            status: "submitted" | "under-review" | "approved" | "rejected" | "withdrawn";
            /** Format: date-time */
            created_at: string;
            /** @enum {string} */
            proof_type: "email_domain" | "dns_txt" | "doc";
            /** @description For a DNS claim: the TXT record to publish */
            dns: components["schemas"]["OwnerClaimDns"] | null;
            /** @description Why the claim was rejected; empty otherwise */
            notes: string;
        };
        OwnerClaimsResponse: {
            /** @description How many items match the status and search, over all pages */
            total: number;
            /** @description Items on a full page */
            limit: number;
            /** @description The next page; null on the last */
            next_cursor: string | null;
            /** @description The previous page; null on the first */
            prev_cursor: string | null;
            claims: components["schemas"]["OwnerClaim"][];
        };
        DashboardStats: {
            /** @description Registrations submitted and waiting for review */
            pending_registrations: number;
            /** @description Ownership claims not yet approved or rejected */
            pending_claims: number;
            /** @description Change requests submitted and waiting for review */
            pending_change_requests: number;
            total_owners: number;
            /** @description Enquiries waiting on venues nobody owns (the admin enquiry queue) */
            enquiries_waiting_on_unowned: number;
            /** @description Enquiries not yet answered by any venue (new or viewed) */
            enquiries_unanswered: number;
        };
        VenueCountStats: {
            published: number;
            total: number;
            /** @description Draft venues and registrations still being written */
            draft: number;
            /** @description Venues and submitted registrations waiting for review */
            review: number;
        };
        AdminVenueRowView: {
            /** Format: uuid */
            id: string;
            name: string;
            slug: string;
            city: string;
            /** @enum {string} */
            status: "draft" | "review" | "published";
            owner_email: string | null;
            /** Format: date-time */
            updated_at: string;
        };
        AdminVenuesResponse: {
            /** @description How many items match the status and search, over all pages */
            total: number;
            /** @description Items on a full page */
            limit: number;
            /** @description The next page; null on the last */
            next_cursor: string | null;
            /** @description The previous page; null on the first */
            prev_cursor: string | null;
            venues: components["schemas"]["AdminVenueRowView"][];
        };
        AdminVenueClaim: {
            /** Format: uuid */
            id: string;
            email: string;
            proof_type: string;
            status: string;
            /** Format: date-time */
            created_at: string;
        };
        AdminVenueChange: {
            /** Format: uuid */
            id: string;
            status: string;
            fields: string[];
            /** Format: date-time */
            created_at: string;
        };
        AdminVenueEnrichment: {
            /** Format: date-time */
            phase1_at: string | null;
            /** Format: date-time */
            phase2_at: string | null;
            /** @description Phase 1 ran on the current version */
            phase1_current: boolean;
            /** @description Phase 2 ran on the current version */
            phase2_current: boolean;
            quality_score: number | null;
        };
        AdminVenueHistory: {
            action: string;
            actor_email: string | null;
            /** Format: date-time */
            at: string;
            before: {
                [key: string]: unknown;
            } | null;
            after: {
                [key: string]: unknown;
            } | null;
        };
        AdminVenueDetailView: {
            /** Format: uuid */
            id: string;
            name: string;
            slug: string;
            city: string;
            /** @enum {string} */
            status: "draft" | "review" | "published";
            /** @description The version an edit is based on */
            version: number;
            owner_email: string | null;
            /** @description The fields owners control */
            fields: {
                [key: string]: unknown;
            };
            claims: components["schemas"]["AdminVenueClaim"][];
            change_requests: components["schemas"]["AdminVenueChange"][];
            enrichment: components["schemas"]["AdminVenueEnrichment"];
            history: components["schemas"]["AdminVenueHistory"][];
        };
        EditVenueRequest: {
            /** @description The version read; an edit from an older one is a 409 */
            version: number;
            /**
             * @description published to publish, draft to unpublish
             * @enum {string}
             */
            status?: "draft" | "review" | "published";
            /** @description Field → value, as for change requests */
            field_changes?: {
                [key: string]: unknown;
            };
        };
        ActivityEventRequest: {
            /**
             * @description What the visitor did with the venue
             * @enum {string}
             */
            kind: "view" | "appearance" | "brief_addition" | "comparison";
            /** Format: uuid */
            venue_id: string;
        };
        ActivityBeaconRequest: {
            events: components["schemas"]["ActivityEventRequest"][];
        };
        VenueAnalyticsTotals: {
            views: number;
            /** @description Times the venue was on a results page a visitor was shown */
            appearances: number;
            brief_additions: number;
            comparisons: number;
            enquiries: number;
            /** @description Enquiries answered with a proposal (its first revision) */
            proposals: number;
            /** @description Proposals the planner accepted */
            acceptances: number;
        };
        VenueAnalyticsDay: {
            views: number;
            /** @description Times the venue was on a results page a visitor was shown */
            appearances: number;
            brief_additions: number;
            comparisons: number;
            enquiries: number;
            /** @description Enquiries answered with a proposal (its first revision) */
            proposals: number;
            /** @description Proposals the planner accepted */
            acceptances: number;
            /**
             * Format: date
             * @description A London date
             */
            day: string;
        };
        VenueViewsRankResponse: {
            /** @description 1 for the most viewed; venues with as many views share a rank */
            rank: number;
            /** @description Published venues in the city */
            of: number;
            /** @example manchester */
            city: string;
        };
        VenueAnalyticsResponse: {
            /** Format: uuid */
            venue_id: string;
            venue_name: string;
            /** @enum {number} */
            days: 7 | 30 | 90;
            /** Format: date */
            from: string;
            /** Format: date */
            to: string;
            totals: components["schemas"]["VenueAnalyticsTotals"];
            /** @description Every day of the period, oldest first */
            daily: components["schemas"]["VenueAnalyticsDay"][];
            /** @description The venue among its city’s published venues by views over the period; null while unpublished */
            views_rank: components["schemas"]["VenueViewsRankResponse"] | null;
            /** @description Views and the other counted activity reach these figures within this many seconds */
            delay_seconds: number;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    AuditTrailController_list: {
        parameters: {
            query?: {
                limit?: number;
                /** @description next_cursor or prev_cursor of the page read before; omit for the first page */
                cursor?: string;
                /** @description Part of the e-mail address of who acted */
                actor?: string;
                /** @description A venue’s id or slug: its own rows and those of its claims and change requests */
                venue?: string;
                /** @description An action, e.g. venue.transferred or user.suspended */
                action?: string;
                entity_type?: "venue" | "registration" | "claim" | "change_request" | "venue_enquiry" | "user" | "venue_review";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditTrailResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    MailPreferencesController_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MailPreferencesView"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    MailPreferencesController_set: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MailPreferencesView"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MailPreferencesView"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    UnsubscribeController_unsubscribe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UnsubscribeRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsubscribeResponse"];
                };
            };
        };
    };
    AuthController_me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionUserResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AuthController_requestMagicLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MagicLinkRequest"];
            };
        };
        responses: {
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            /** @description Not an e-mail address, or an unknown user type */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many links asked for this address or from this client */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AuthController_consumeMagicLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConsumeMagicLinkRequest"];
            };
        };
        responses: {
            /** @description Signed in: the session cookie is set */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionUserResponse"];
                };
            };
            /** @description Invalid or expired magic link */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Opened in a browser other than the one that asked for the link: send again with confirm: true */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "AuthController_logout[0]": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out (also when no one was signed in) */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "AuthController_logout[1]": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out (also when no one was signed in) */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AdminAuthController_login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminLoginRequest"];
            };
        };
        responses: {
            /** @description Signed in (the session cookie is set), or on to the code or enrolment step (a short-lived cookie holds it) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminLoginResponse"];
                };
            };
            /** @description Invalid email or password */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Locked after too many failures; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AdminAuthController_session: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionUserResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AdminAuthController_startReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordResetStartRequest"];
            };
        };
        responses: {
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            /** @description Too many reset requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AdminAuthController_completeReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordResetCompleteRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            /** @description The password breaks a rule, or the link is invalid, used or expired */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many attempts from this client; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    SecondFactorSignInController_signIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SecondFactorSignInRequest"];
            };
        };
        responses: {
            /** @description Signed in: the session cookie is set */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionUserResponse"];
                };
            };
            /** @description Not a 6-digit code or a recovery code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Wrong or already used code, or the password step has timed out */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Locked after too many failures; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    SecondFactorSignInController_startEnrolment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SecondFactorEnrolmentResponse"];
                };
            };
            /** @description The password step has timed out */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Two-step sign-in is already set up: enter a code instead */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    SecondFactorSignInController_confirmEnrolment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SecondFactorCodeRequest"];
            };
        };
        responses: {
            /** @description Signed in: the session cookie is set */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SecondFactorSignedInResponse"];
                };
            };
            /** @description Not a 6-digit code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Wrong code, or the password step has timed out */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The setup expired, or two-step sign-in is already set up */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Locked after too many failures; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    SecondFactorAccountController_status: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SecondFactorStatusResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    SecondFactorAccountController_startEnrolment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordConfirmationRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SecondFactorEnrolmentResponse"];
                };
            };
            /** @description Wrong password */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Locked after too many failures; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    SecondFactorAccountController_confirmEnrolment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SecondFactorCodeRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecoveryCodesResponse"];
                };
            };
            /** @description Not a 6-digit code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Wrong code
             *
             *     Not signed in
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No setup in progress, or it expired */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    SecondFactorAccountController_regenerateRecoveryCodes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordConfirmationRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecoveryCodesResponse"];
                };
            };
            /** @description Wrong password */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Two-step sign-in is not set up */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    SecondFactorAccountController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordConfirmationRequest"];
            };
        };
        responses: {
            /** @description Removed */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Wrong password */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Required here, or not set up */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AdminOwnersController_list: {
        parameters: {
            query?: {
                limit?: number;
                /** @description next_cursor or prev_cursor of the page read before; omit for the first page */
                cursor?: string;
                /** @description Part of the owner’s e-mail address or name */
                q?: string;
                /** @description By when the item arrived; pending work is oldest first unless asked otherwise */
                sort?: "oldest" | "newest";
                /** @description Active or suspended owners; omit for both */
                status?: "active" | "suspended";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnersResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AdminOwnersController_detail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnerDetailView"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AdminOwnersController_suspend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SuspendOwnerRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuspendOwnerResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Already suspended */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AdminOwnersController_restore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SuspendOwnerRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnerRowView"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not suspended */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AccountAdminController_transfer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TransferVenueRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransferVenueResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The address already owns the venue, or is suspended */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AccountAdminController_invite: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InviteAdminRequest"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvitedAdminView"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An account with this address exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ClaimsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateClaimRequest"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClaimView"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as an owner or admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ClaimsController_withdraw: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClaimView"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as an owner or admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ClaimsController_verifyDns: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DnsCheckResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as an owner or admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AdminClaimsController_list: {
        parameters: {
            query?: {
                limit?: number;
                /** @description next_cursor or prev_cursor of the page read before; omit for the first page */
                cursor?: string;
                /** @description Part of the venue name or of the owner’s e-mail address */
                q?: string;
                /** @description By when the item arrived; pending work is oldest first unless asked otherwise */
                sort?: "oldest" | "newest";
                status?: "pending" | "submitted" | "under-review" | "approved" | "rejected" | "withdrawn" | "all";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminClaimsResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AdminClaimsController_bulk: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkClaimDecision"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkOutcomeView"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AdminClaimsController_decide: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DecideClaimRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminClaimView"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    MediaController_presign: {
        parameters: {
            query: {
                /** @description The file’s name on the device; only for the record */
                filename?: string;
                /** @description The type of the file (by its bytes) */
                content_type: "image/jpeg" | "image/png" | "image/gif" | "image/webp" | "application/pdf";
                /** @description image: a public photo; document: a private proof */
                kind?: "image" | "document";
                entity_type?: "venue" | "registration" | "claim" | "verification" | "proposal";
                /** @description The id of what the file belongs to, when it exists yet */
                entity_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PresignResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as an owner or admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The account’s uploads have no room for another file (MEDIA_ACCOUNT_STORAGE_MB); the message says what to do */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Too many uploads begun this hour by the client or the account; see the Retry-After header
             *
             *     Too many requests from this client; see the Retry-After header
             */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    MediaController_upload: {
        parameters: {
            query: {
                key: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoredMediaResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as an owner or admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    MediaController_complete: {
        parameters: {
            query: {
                key: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoredMediaResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as an owner or admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    MediaController_document: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, with its type */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "image/png": string;
                    "image/jpeg": string;
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as an owner or admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    VenuesController_search: {
        parameters: {
            query?: {
                /** @description Free text: venue names, places, categories */
                q?: string;
                city?: "london" | "manchester" | "birmingham" | "leeds" | "edinburgh" | "glasgow" | "bristol" | "liverpool" | "cardiff" | "belfast";
                category?: "meeting-room" | "conference" | "training" | "private-dining" | "hotel-function-room";
                /** @description Group-size bucket; a venue matches when the range of group sizes it hosts overlaps the bucket: 10 = 1-10, 26 = 11-25, 50 = 26-50, 100 = 51-100, 250 = 101-250, 500 = 251-500, 501 = 500+ */
                capacity?: 10 | 26 | 50 | 100 | 250 | 500 | 501;
                /** @description Any of these styles (repeat the parameter) */
                styles?: ("banqueting" | "boardroom" | "conference" | "creative" | "heritage" | "hotel" | "modern" | "outdoor" | "private_dining" | "training" | "unusual")[];
                /** @description All of these facilities */
                meeting_facilities?: ("wifi" | "catering" | "parking" | "accessibility" | "natural_light" | "air_conditioning" | "reception" | "breakout_space" | "outdoor_space" | "security")[];
                /** @description All of this equipment */
                conference_equipment?: ("projector" | "screens" | "microphones" | "speakers" | "flipchart" | "whiteboard" | "video_conferencing" | "lighting_control" | "staging" | "lectern" | "recording" | "translation")[];
                /** @description All of these layouts */
                seating_layouts?: ("theatre" | "banquet" | "boardroom" | "classroom" | "u_shape" | "cabaret" | "reception" | "hollow_square")[];
                /** @description All of these bedroom facilities */
                bedroom_facilities?: ("ensuite" | "twin_beds" | "double_bed" | "aircon" | "tv" | "tea_coffee" | "minibar" | "safe" | "balcony" | "desk")[];
                /** @description All of these accessibility facts (wheelchair_accessible as wheelchair_accessible=true) */
                accessibility?: ("wheelchair_accessible" | "step_free_access" | "accessible_toilet" | "hearing_loop" | "lift" | "accessible_parking")[];
                bedrooms_total_min?: number;
                /** @description Pounds, for budget.unit */
                "budget.min"?: number;
                /** @description Pounds, for budget.unit */
                "budget.max"?: number;
                "budget.unit"?: "day" | "hour" | "person";
                chain?: "accor" | "hilton" | "marriott" | "ihg" | "premier_inn" | "travelodge" | "independent" | "boutique";
                /** @description Venues that reached this tier of the verification programme or a higher one */
                verified?: "bronze" | "silver" | "gold" | "platinum";
                /** @description 'true' for wheelchair-accessible venues only */
                wheelchair_accessible?: boolean;
                "capacity.theatre_min"?: number;
                "capacity.cabaret_min"?: number;
                "capacity.standing_min"?: number;
                /** @description A UK postcode to search around, e.g. EC2A 3BP */
                near?: string;
                radius_km?: 5 | 10 | 25 | 50;
                /** @description Comma-separated venue ids or slugs: their cards, in this order */
                ids?: string[];
                /** @description A venue left out of the results (similar venues) */
                exclude_id?: string;
                /** @description A short list instead of a page (similar venues) */
                limit?: number;
                /** @description The event's day (London), YYYY-MM-DD, from today up to three years ahead. Venues marked unavailable, held or booked that day are left out; venues whose owners keep their calendar come first (each card's availability: free), then those that keep none (availability: not_confirmed). For several days use date_from and date_to instead. */
                date?: string;
                /** @description The first day of a multi-day event (with date_to; at most 14 days in all): as date, for every day of the range. */
                date_from?: string;
                /** @description The last day of a multi-day event (with date_from), included */
                date_to?: string;
                page?: number;
                pageSize?: number;
                /** @description Unknown values sort by relevance */
                sort?: "relevance" | "price" | "capacity" | "updated";
                /** @description Facet counts are included unless this is 'false' */
                with_facets?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Venue cards, the total and facet counts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VenueSearchResult"];
                };
            };
            /** @description A parameter is invalid, or the postcode cannot be located */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description This server is still reading its copy of the search index (see Retry-After), or the index must be rebuilt */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    VenuesController_similar: {
        parameters: {
            query?: {
                limit?: number;
            };
            header?: never;
            path: {
                idOrSlug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SimilarVenuesResult"];
                };
            };
            /** @description No venue has that id or slug */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    VenuesController_availability: {
        parameters: {
            query?: {
                /** @description The planner's date (London), from today up to three years ahead; today when left out */
                date?: string;
            };
            header?: never;
            path: {
                idOrSlug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VenueAvailabilityResult"];
                };
            };
            /** @description The date is not a real day, has passed or is over three years ahead */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No published venue has that id or slug */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    VenuesController_detail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idOrSlug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The venue’s detail view */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VenueCardResponse"] & {
                        city_slug: string;
                        city_name: string;
                        categories: string[];
                        venue_type: string;
                        /** @enum {string} */
                        status: "draft" | "review" | "published";
                        seo: {
                            noindex: boolean;
                            title: string;
                            description: string;
                        };
                        quality_score: number | null;
                        hero_image_url: string | null;
                        description_short: string;
                        description_long: string;
                        short_description: string;
                        capacity_overall_max: number;
                        capacity_seated: number | null;
                        capacity_standing: number | null;
                        capacity_by_setup: {
                            [key: string]: number;
                        };
                        /** @description The headline capacities (cabaret and reception are in capacity_by_setup) */
                        capacities: {
                            theatre: number | null;
                            classroom: number | null;
                            boardroom: number | null;
                            u_shape: number | null;
                            banquet: number | null;
                            standing: number | null;
                        };
                        rooms: {
                            name: string;
                            area_sqm: number | null;
                            area_sqft?: number | null;
                            capacities: {
                                theatre?: number;
                                classroom?: number;
                                boardroom?: number;
                                u_shape?: number;
                                banquet?: number;
                                cabaret?: number;
                                reception?: number;
                                standing?: number;
                            };
                        }[];
                        venue_size_sqft: number | null;
                        ceiling_height_ft: number | null;
                        catering_options: {
                            on_site_catering: boolean;
                            restaurant_on_site: boolean;
                            bar_available: boolean;
                            special_dietary: string[];
                            catering_notes: string;
                        } | null;
                        equipment_list: string[];
                        event_types_supported: string[];
                        styles: string[];
                        amenities: string[];
                        seating_layouts: string[];
                        bedroom_facilities: string[];
                        bedrooms_total: number;
                        chain: string | null;
                        accessibility_facts: {
                            wheelchair_accessible: boolean;
                            step_free_access: boolean;
                            accessible_toilet: boolean;
                            hearing_loop: boolean;
                            lift: boolean;
                            accessible_parking: boolean;
                        };
                        review_count: number;
                        /** @description Approved reviews from planners who booked through Venue Finder, after the event; newest first, the latest 10 */
                        planner_reviews: {
                            rating: number;
                            text: string;
                            /** @enum {string|null} */
                            event_type: "meeting" | "conference" | "training" | "workshop" | "away_day" | "product_launch" | "exhibition" | "networking" | "awards" | "dinner" | "party" | "wedding" | "other" | null;
                            /**
                             * @description YYYY-MM
                             * @example 2027-03
                             */
                            event_month: string;
                        }[];
                        address: {
                            line1: string;
                            line2: string;
                            postcode: string;
                            city: string;
                            country: string;
                        };
                        directions_links: {
                            google_maps: string;
                            apple_maps: string;
                            waze: string;
                            uber: string;
                        } | null;
                        pricing: {
                            day_rate: number | null;
                            hour_rate: number | null;
                            person_rate: number | null;
                            /** @enum {string} */
                            currency: "GBP";
                        };
                        pricing_display: string | null;
                        starting_price_gbp: number | null;
                        contact: {
                            email: string | null;
                            phone: string | null;
                        };
                        website: string | null;
                        /** Format: date-time */
                        updated_at: string;
                        features?: string[];
                        space_specifications?: {
                            total_space_m2?: number;
                            ceiling_height_m?: number;
                            licensed?: boolean;
                            notes?: string;
                        };
                        venue_size_sqm?: number;
                        ceiling_height_m?: number;
                        licensing_hours?: string;
                        food_catering?: {
                            available: boolean;
                            restaurant_onsite: boolean;
                            bar_onsite: boolean;
                            dietary_options: string[];
                            notes?: string;
                        };
                        av_equipment?: string[];
                        suitable_for_events?: string[];
                        unique_selling_points?: string[];
                        venue_highlights?: string[];
                        /** @description Free text beside the structured accessibility facts */
                        accessibility?: string;
                        compliance?: string;
                        access_public_transport?: string;
                        parking_on_site?: boolean;
                        parking_nearby?: string;
                        parking_notes?: string;
                        availability_lead_time_days?: number;
                        check_in_time?: string;
                        check_out_time?: string;
                        hotel_services?: string[];
                        nearby_transport?: {
                            type: string;
                            name: string;
                            distance_km: number;
                            distance_mi: number;
                            travel_time: string;
                        }[];
                        nearby_stations?: {
                            type: string;
                            name: string;
                            distance: string;
                            walk_time: string;
                            travel_time: string;
                        }[];
                        nearby_attractions?: {
                            type: string;
                            name: string;
                            distance_km: number;
                            distance_mi: number;
                            travel_time: string;
                        }[];
                        nearby_shopping?: {
                            type: string;
                            name: string;
                            distance_km: number;
                            distance_mi: number;
                            travel_time: string;
                        }[];
                        /** @description Searches a planner might make next; a plain phrase is one stored before searches carried a query */
                        related_searches?: ({
                            /** @example Venues for 80 people in London */
                            phrase: string;
                            query: {
                                q?: string;
                                city?: string;
                                category?: string;
                                capacity?: number;
                                styles?: string[];
                                near?: string;
                                radius_km?: number;
                                bedrooms_total_min?: number;
                            };
                        } | string)[];
                        guest_ratings?: {
                            overall_rating: number;
                            total_reviews: number;
                            rating_breakdown: {
                                [key: string]: number;
                            };
                            guest_types: {
                                [key: string]: number;
                            };
                        };
                        tripadvisor_rating?: number;
                        tripadvisor_reviews?: number;
                        restaurant_name?: string;
                        restaurant_description?: string;
                        social_media?: {
                            facebook?: string;
                            instagram?: string;
                            twitter?: string;
                            linkedin?: string;
                            youtube?: string;
                        };
                        faqs?: {
                            question: string;
                            answer: string;
                        }[];
                        owner_notes?: {
                            availability?: string;
                        };
                    };
                };
            };
            /** @description No venue has that id or slug */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    OwnerEnquiriesController_list: {
        parameters: {
            query?: {
                limit?: number;
                /** @description next_cursor or prev_cursor of the page read before; omit for the first page */
                cursor?: string;
                /** @description Part of the venue name or of the owner’s e-mail address */
                q?: string;
                /** @description By when the item arrived; pending work is oldest first unless asked otherwise */
                sort?: "oldest" | "newest";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VenueEnquiriesPage"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as an owner or admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    OwnerEnquiriesController_open: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VenueEnquiryDetail"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as an owner or admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such enquiry to one of your venues */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    OwnerEnquiriesController_propose: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProposalRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VenueEnquiryDetail"];
                };
            };
            /** @description A price out of range for its basis, a date passed, a document not a PDF */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as an owner or admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Declined, expired, closed, or the proposal was accepted or not chosen */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    OwnerEnquiriesController_decline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeclineRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VenueEnquiryDetail"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as an owner or admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Already answered, expired or closed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    OwnerEnquiriesController_withdraw: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VenueEnquiryDetail"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as an owner or admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No open proposal: none sent, or accepted, not chosen, declined or withdrawn */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    OwnerEnquiriesController_release: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VenueReleaseRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VenueEnquiryDetail"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as an owner or admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Nothing is held, or the hold already ended or was confirmed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    OwnerEnquiriesController_messages: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ThreadMessagesResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as an owner or admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    OwnerEnquiriesController_write: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ThreadMessageRequest"];
            };
        };
        responses: {
            /** @description The thread, with the new message */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ThreadMessagesResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as an owner or admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    PlannerProposalsController_freshLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FreshLinkRequest"];
            };
        };
        responses: {
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FreshLinkResponse"];
                };
            };
            /** @description Too many requests from this client; see the Retry-After header */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    PlannerProposalsController_overview: {
        parameters: {
            query?: never;
            header: {
                /** @description The private token of the link the planner was mailed (after # in its address) */
                "X-Proposal-Token": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlannerProposalsResponse"];
                };
            };
            /** @description No such link (or no such venue enquiry in it); a fresh link can be mailed */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The link has expired (30 days); a fresh link can be mailed */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    PlannerProposalsController_accept: {
        parameters: {
            query?: never;
            header: {
                /** @description The private token of the link the planner was mailed (after # in its address) */
                "X-Proposal-Token": string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AcceptProposalRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlannerProposalsResponse"];
                };
            };
            /** @description No date chosen among several, or a date the proposal does not offer */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such link (or no such venue enquiry in it); a fresh link can be mailed */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The venue revised the proposal since (the new terms are on the page), one was already accepted, or it is not open or has lapsed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The link has expired (30 days); a fresh link can be mailed */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    PlannerProposalsController_confirm: {
        parameters: {
            query?: never;
            header: {
                /** @description The private token of the link the planner was mailed (after # in its address) */
                "X-Proposal-Token": string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlannerProposalsResponse"];
                };
            };
            /** @description No such link (or no such venue enquiry in it); a fresh link can be mailed */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Nothing is held, or the hold was released, expired or already confirmed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The link has expired (30 days); a fresh link can be mailed */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    PlannerProposalsController_release: {
        parameters: {
            query?: never;
            header: {
                /** @description The private token of the link the planner was mailed (after # in its address) */
                "X-Proposal-Token": string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlannerReleaseRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlannerProposalsResponse"];
                };
            };
            /** @description No such link (or no such venue enquiry in it); a fresh link can be mailed */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Nothing is held, or the hold already ended or was confirmed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The link has expired (30 days); a fresh link can be mailed */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    PlannerProposalsController_review: {
        parameters: {
            query?: never;
            header: {
                /** @description The private token of the link the planner was mailed (after # in its address) */
                "X-Proposal-Token": string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewRequest"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlannerProposalsResponse"];
                };
            };
            /** @description No rating from 1 to 5, or no text, or text over 1,000 characters */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such link (or no such venue enquiry in it); a fresh link can be mailed */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not a confirmed booking, its date has not passed yet, or it was already reviewed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The link has expired (30 days); a fresh link can be mailed */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    PlannerProposalsController_decline: {
        parameters: {
            query?: never;
            header: {
                /** @description The private token of the link the planner was mailed (after # in its address) */
                "X-Proposal-Token": string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlannerProposalsResponse"];
                };
            };
            /** @description No such link (or no such venue enquiry in it); a fresh link can be mailed */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No proposal, or it is already settled */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The link has expired (30 days); a fresh link can be mailed */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    PlannerProposalsController_thread: {
        parameters: {
            query?: never;
            header: {
                /** @description The private token of the link the planner was mailed (after # in its address) */
                "X-Proposal-Token": string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlannerThreadResponse"];
                };
            };
            /** @description No such link (or no such venue enquiry in it); a fresh link can be mailed */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The link has expired (30 days); a fresh link can be mailed */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    PlannerProposalsController_write: {
        parameters: {
            query?: never;
            header: {
                /** @description The private token of the link the planner was mailed (after # in its address) */
                "X-Proposal-Token": string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ThreadMessageRequest"];
            };
        };
        responses: {
            /** @description The thread, with the new message */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlannerThreadResponse"];
                };
            };
            /** @description No such link (or no such venue enquiry in it); a fresh link can be mailed */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The venue has not joined yet: no one to write to */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The link has expired (30 days); a fresh link can be mailed */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many requests from this client; see the Retry-After header */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    PlannerProposalsController_document: {
        parameters: {
            query?: never;
            header: {
                /** @description The private token of the link the planner was mailed (after # in its address) */
                "X-Proposal-Token": string;
            };
            path: {
                proposalId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description No such link (or no such venue enquiry in it); a fresh link can be mailed */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The link has expired (30 days); a fresh link can be mailed */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    PlannerEventsController_list: {
        parameters: {
            query?: {
                limit?: number;
                /** @description next_cursor or prev_cursor of the page read before; omit for the first page */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlannerEventsPage"];
                };
            };
            /** @description A limit out of range, or a cursor that is not a page’s */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as planner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    PlannerEventsController_overview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlannerEventView"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as planner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such event among yours (or shared with you) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    PlannerEventsController_accept: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                venueEnquiryId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AcceptProposalRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlannerEventView"];
                };
            };
            /** @description No date chosen among several, or a date the proposal does not offer */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not a planner; or the event was shared with you to view only */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such event among yours (or shared with you) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Revised since, one already accepted, or not open */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    PlannerEventsController_confirm: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                venueEnquiryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlannerEventView"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not a planner; or the event was shared with you to view only */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such event among yours (or shared with you) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Nothing is held, or the hold was released, expired or already confirmed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    PlannerEventsController_release: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                venueEnquiryId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlannerReleaseRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlannerEventView"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not a planner; or the event was shared with you to view only */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such event among yours (or shared with you) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Nothing is held, or the hold already ended or was confirmed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    PlannerEventsController_review: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                venueEnquiryId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewRequest"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlannerEventView"];
                };
            };
            /** @description No rating from 1 to 5, or no text, or text over 1,000 characters */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not a planner; or the event was shared with you to view only */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such event among yours (or shared with you) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not a confirmed booking, its date has not passed yet, or already reviewed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    PlannerEventsController_decline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                venueEnquiryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlannerEventView"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not a planner; or the event was shared with you to view only */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such event among yours (or shared with you) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No proposal, or it is already settled */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    PlannerEventsController_thread: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                venueEnquiryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlannerThreadResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as planner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such event among yours (or shared with you) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    PlannerEventsController_write: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                venueEnquiryId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ThreadMessageRequest"];
            };
        };
        responses: {
            /** @description The thread, with the new message */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlannerThreadResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not a planner; or the event was shared with you to view only */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such event among yours (or shared with you) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The venue has not joined yet: no one to write to */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many requests from this client; see the Retry-After header */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    PlannerEventsController_document: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                proposalId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as planner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such event among yours (or shared with you) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    PlannerEventsController_shares: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventSharesResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not a planner; or the event was shared with you (only its planner shares it) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such event among yours (or shared with you) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    PlannerEventsController_share: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShareEventRequest"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventSharesResponse"];
                };
            };
            /** @description Not an e-mail address, your own address, or no permission */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not a planner; or the event was shared with you (only its planner shares it) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such event among yours (or shared with you) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Already shared with 20 colleagues */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many shares from you today */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    PlannerEventsController_unshare: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                shareId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No longer shared */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not a planner; or the event was shared with you (only its planner shares it) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such event among yours (or shared with you) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AdminEnquiriesController_overview: {
        parameters: {
            query?: {
                /** @description The window, in days */
                days?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminEnquiriesOverview"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AdminEnquiriesController_waiting: {
        parameters: {
            query?: {
                limit?: number;
                /** @description next_cursor or prev_cursor of the page read before; omit for the first page */
                cursor?: string;
                /** @description Part of the venue name or of the owner’s e-mail address */
                q?: string;
                /** @description By when the item arrived; pending work is oldest first unless asked otherwise */
                sort?: "oldest" | "newest";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminWaitingEnquiriesPage"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AdminEnquiriesController_forward: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminWaitingEnquiry"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such enquiry */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not waiting any more, owned now, or the venue has no listed e-mail */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AdminEnquiriesController_close: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminWaitingEnquiry"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such enquiry */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not waiting any more, or owned now */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AdminReviewsController_queue: {
        parameters: {
            query?: {
                limit?: number;
                /** @description next_cursor or prev_cursor of the page read before; omit for the first page */
                cursor?: string;
                /** @description Part of the venue name or of the owner’s e-mail address */
                q?: string;
                /** @description By when the item arrived; pending work is oldest first unless asked otherwise */
                sort?: "oldest" | "newest";
                status?: "pending" | "approved" | "rejected";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewQueueView"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AdminReviewsController_approve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewDecisionView"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such review */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Already approved or rejected */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AdminReviewsController_reject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewDecisionView"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such review */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Already approved or rejected */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    VenueCalendarController_read: {
        parameters: {
            query: {
                /** @description The first day to read (a London date) */
                from: string;
                /** @description The last day to read, included; at most 366 days after from */
                to: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VenueCalendarResponse"];
                };
            };
            /** @description Days that are not dates, in the wrong order, too many, or over three years away */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as an owner or admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description None of your venues has that id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    VenueCalendarController_markUnavailable: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UnavailableDatesRequest"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CalendarEntryResponse"];
                };
            };
            /** @description Days that have passed, in the wrong order, too many, or over three years away */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as an owner or admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description None of your venues has that id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The venue keeps the most unavailable ranges it may */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    VenueCalendarController_removeUnavailable: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                entryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as an owner or admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description None of your venues has that id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    VenueCalendarController_importIcs: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CalendarImportRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CalendarImportResponse"];
                };
            };
            /** @description Not an .ics file, or an event too long or over three years away */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as an owner or admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description None of your venues has that id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The events would take the venue over its most unavailable ranges */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    VenueCalendarController_newFeed: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CalendarFeedResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as an owner or admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description None of your venues has that id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    VenueCalendarController_removeFeed: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Turned off (or it was not on) */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as an owner or admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description None of your venues has that id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    CalendarFeedController_feed: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The secret of the address the owner made in the portal */
                secret: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An iCalendar document: one all-day event per unavailable, held or booked range */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                };
            };
            /** @description No feed has this address (replaced by a newer one, or turned off) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    SuggestionsController_suggest: {
        parameters: {
            query: {
                /** @description What the planner has typed so far */
                q: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuggestionsResult"];
                };
            };
            /** @description This server is still reading its copy of the search index; see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    EnrichmentProgressController_phase1: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Phase1Progress"];
                };
            };
        };
    };
    EnrichmentProgressController_phase2: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Phase2Progress"];
                };
            };
        };
    };
    HealthController_health: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthReport"];
                };
            };
            /** @description The database or the search engine is down, or this process is still reading its copy of the search index */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthReport"];
                };
            };
        };
    };
    BriefsController_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retried submission safe */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateBriefRequest"];
            };
        };
        responses: {
            /** @description The same key and body were already saved: the first brief */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BriefCreated"];
                };
            };
            /** @description The brief was saved */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BriefCreated"];
                };
            };
            /** @description Invalid e-mail, no or too many venues, unknown or unpublished venues */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The Idempotency-Key was already used for a different brief */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many requests from this client; see the Retry-After header */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ShortlistsController_list: {
        parameters: {
            query?: {
                limit?: number;
                /** @description next_cursor or prev_cursor of the page read before; omit for the first page */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortlistsPage"];
                };
            };
            /** @description A page size out of range, or a cursor this list did not give out */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as planner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ShortlistsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateShortlistRequest"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortlistView"];
                };
            };
            /** @description A name not of 1–80 characters, or unknown or unpublished venues */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as planner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The planner keeps the most shortlists they may */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ShortlistsController_read: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortlistView"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as planner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description None of your shortlists has that id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ShortlistsController_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as planner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description None of your shortlists has that id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ShortlistsController_rename: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShortlistNameRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortlistView"];
                };
            };
            /** @description A name not of 1–80 characters */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as planner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description None of your shortlists has that id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ShortlistsController_addVenues: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShortlistVenuesRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortlistVenuesAdded"];
                };
            };
            /** @description Ids that are not venue ids, or unknown or unpublished venues */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as planner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description None of your shortlists has that id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The shortlist would hold more than 50 venues */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ShortlistsController_removeVenue: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                venueId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The shortlist no longer holds the venue */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The venue id is not one */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as planner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description None of your shortlists has that id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    EnquiriesController_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retried submission safe */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateEnquiryRequest"];
            };
        };
        responses: {
            /** @description Already received: the first enquiry */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EnquiryReceived"];
                };
            };
            /** @description Received; the two mails are queued */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EnquiryReceived"];
                };
            };
            /** @description Invalid e-mail, no or too many venues, unknown venues or brief */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The key or the brief was already used with different details */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many requests from this client; see the Retry-After header */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AiChatController_ask: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AiChatRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AiChatAnswer"];
                };
            };
            /** @description No question, too long, not 2–5 venues, unknown or unpublished venues */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many requests from this client; see the Retry-After header */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description 'Sorry, I encountered an error. Please try again.' */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AiChatController_suggestedQuestions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuggestedQuestions"];
                };
            };
        };
    };
    VenuePackController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VenuePackRequest"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VenuePackCreated"];
                };
            };
            /** @description No or too many ids, or unknown or unpublished venues (named) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many requests from this client; see the Retry-After header */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Every pack worker is busy and the queue is full; see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    RegistrationsController_mine: {
        parameters: {
            query?: {
                limit?: number;
                /** @description next_cursor or prev_cursor of the page read before; omit for the first page */
                cursor?: string;
                /** @description One status, all, or open: drafts, those waiting for review, and rejected ones not yet corrected (what the portal lists) */
                status?: "open" | "draft" | "submitted" | "approved" | "rejected" | "all";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegistrationsResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    RegistrationsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateRegistrationRequest"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegistrationView"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    RegistrationsController_similar: {
        parameters: {
            query: {
                name: string;
                city?: string;
                postcode?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SimilarVenuesResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    RegistrationsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegistrationView"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    RegistrationsController_discard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Discarded */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    RegistrationsController_save: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SaveRegistrationRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegistrationView"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    RegistrationsController_reopen: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegistrationView"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AdminRegistrationsController_list: {
        parameters: {
            query?: {
                limit?: number;
                /** @description next_cursor or prev_cursor of the page read before; omit for the first page */
                cursor?: string;
                /** @description Part of the venue name or of the owner’s e-mail address */
                q?: string;
                /** @description By when the item arrived; pending work is oldest first unless asked otherwise */
                sort?: "oldest" | "newest";
                status?: "draft" | "submitted" | "approved" | "rejected" | "all";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminRegistrationsResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AdminRegistrationsController_bulk: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkRegistrationDecision"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkOutcomeView"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AdminRegistrationsController_review: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegistrationReviewView"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AdminRegistrationsController_approve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminRegistrationRow"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AdminRegistrationsController_reject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RejectRegistrationRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminRegistrationRow"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    OwnerChangesController_mine: {
        parameters: {
            query?: {
                limit?: number;
                /** @description next_cursor or prev_cursor of the page read before; omit for the first page */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnerChangeRequestsResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    OwnerChangesController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateChangeRequest"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChangeRequestView"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    OwnerChangesController_withdraw: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnerChangeRequestView"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AdminChangesController_list: {
        parameters: {
            query?: {
                limit?: number;
                /** @description next_cursor or prev_cursor of the page read before; omit for the first page */
                cursor?: string;
                /** @description Part of the venue name or of the owner’s e-mail address */
                q?: string;
                /** @description By when the item arrived; pending work is oldest first unless asked otherwise */
                sort?: "oldest" | "newest";
                /** @description Omit for all */
                status?: "submitted" | "partially_approved" | "approved" | "rejected" | "withdrawn";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChangeRequestsResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AdminChangesController_detail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChangeRequestDetailView"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AdminChangesController_apply: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApplyChangeRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApplyChangeRequestResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    GamificationController_progress: {
        parameters: {
            query: {
                /** @description One of your venues: the programme is per venue */
                venue_id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Progress"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    GamificationController_checklist: {
        parameters: {
            query: {
                /** @description One of your venues: the programme is per venue */
                venue_id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Checklist"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    GamificationController_categories: {
        parameters: {
            query: {
                /** @description One of your venues: the programme is per venue */
                venue_id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoriesProgress"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    GamificationController_global: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Leaderboard"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    GamificationController_city: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                city: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Leaderboard"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    GamificationController_verify: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VerifyItemRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerifyItemResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AdminVerificationsController_recent: {
        parameters: {
            query?: {
                limit?: number;
                /** @description next_cursor or prev_cursor of the page read before; omit for the first page */
                cursor?: string;
                /** @description Part of the venue name or of the owner’s e-mail address */
                q?: string;
                /** @description By when the item arrived; pending work is oldest first unless asked otherwise */
                sort?: "oldest" | "newest";
                /** @description standing: still counting; revoked: withdrawn by an administrator */
                status?: "standing" | "revoked" | "all";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecentVerifications"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AdminVerificationsController_revoke: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RevokeRequest"];
            };
        };
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    OwnerPortalController_venues: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnerVenuesResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    OwnerPortalController_venue: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnerVenueFields"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    OwnerPortalController_claims: {
        parameters: {
            query?: {
                limit?: number;
                /** @description next_cursor or prev_cursor of the page read before; omit for the first page */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnerClaimsResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as owner */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AdminStatsController_dashboard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardStats"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AdminStatsController_venuesCount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VenueCountStats"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AdminVenuesController_list: {
        parameters: {
            query?: {
                limit?: number;
                /** @description next_cursor or prev_cursor of the page read before; omit for the first page */
                cursor?: string;
                /** @description Part of the venue name or of the owner’s e-mail address */
                q?: string;
                /** @description By when the item arrived; pending work is oldest first unless asked otherwise */
                sort?: "oldest" | "newest";
                city?: "london" | "manchester" | "birmingham" | "leeds" | "edinburgh" | "glasgow" | "bristol" | "liverpool" | "cardiff" | "belfast";
                status?: "draft" | "review" | "published";
                /** @description Part of the owner's e-mail, or 'none' for venues without an owner */
                owner?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminVenuesResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AdminVenuesController_detail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminVenueDetailView"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AdminVenuesController_edit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EditVenueRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminVenueDetailView"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AdminVenuesController_enrich: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ActivityController_record: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ActivityBeaconRequest"];
            };
        };
        responses: {
            /** @description Received */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No events, too many, an unknown kind or a venue id that is no UUID */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many reports from this client; see the Retry-After header */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    VenueAnalyticsController_venueAnalytics: {
        parameters: {
            query?: {
                /** @description The period, in days up to today */
                days?: 7 | 30 | 90;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VenueAnalyticsResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Signed in, but not as an owner or admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description None of your venues has that id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
