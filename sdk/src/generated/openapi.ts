/*
 * The /api contract as TypeScript types, generated from docs/openapi.yaml.
 * Do not edit: change the document, then run `npm run generate -w sdk`.
 */

export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the server, its database and its job queue answer */
        get: operations["health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an account and sign in (the first account becomes the super admin) */
        post: operations["signup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with email and password */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Email a reset link (the answer is the same whether or not the account exists) */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Choose a new password with the emailed token
         * @description Every session of the account is signed out and every API token revoked (the answer says how
         *     many). The link reached the account's address, so the address counts as confirmed.
         */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change the signed-in owner's password (a signed-in session only)
         * @description Every other session is signed out and every API token revoked (the answer says how many);
         *     this session stays signed in under a new id. The owner is emailed about the change. An
         *     account made through a sign-in provider sets its first password without `currentPassword`.
         */
        put: operations["changePassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/verify-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm the account's email address with the emailed link's token
         * @description Sign-up emails a link to `/verify-email?token=…` (valid 24 hours, once); the web page posts
         *     the token here. The first account of an install and the `SUPER_ADMIN_EMAILS` accounts become
         *     super admins when their address is confirmed.
         */
        post: operations["verifyEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/verify-email/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Email the signed-in owner a new confirmation link (earlier links stop working)
         * @description A signed-in session only; at most five an hour.
         */
        post: operations["resendVerificationEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The sign-in providers this server has keys for */
        get: operations["listSignInProviders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user, or none for a visitor
         * @description Answers a visitor (no token and no session that signs anyone in) with `{ "user": null }`
         *     rather than an error, so a public page can ask without failing. A token that is not valid
         *     is still refused with 401, and a deactivated account's session with 403.
         */
        get: operations["currentUser"];
        put?: never;
        post?: never;
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
        /**
         * Sign out (with a bearer token, the token is revoked)
         * @description Ends the browser's session on the server (a copy of the old session cookie is refused
         *     afterwards) and gives the browser a new session id. A session write, so the
         *     `X-XSRF-TOKEN` header is required. With a bearer token, that token is revoked.
         */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Go to the web app's sign-out page (a plain link; it signs nobody out)
         * @description A GET changes nothing: another site could make a browser open this address. It leads to the
         *     web app's `/logout` page, whose button signs out with `POST /api/auth/logout`.
         */
        get: operations["signOutRedirect"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Go to the sign-in page, keeping `returnTo` */
        get: operations["signInChooser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/login/{provider}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Start signing in with a provider (Google, Facebook, OpenID Connect) */
        get: operations["signInWithProvider"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/login/{provider}/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Where the provider sends the browser back */
        get: operations["signInWithProviderCallback"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The user's API tokens (never their secret) */
        get: operations["listTokens"];
        put?: never;
        /** Create an API token; its value is shown this once (a signed-in session only) */
        post: operations["createToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tokens/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke a token */
        delete: operations["revokeToken"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Join requests across the owner's groups (a simple-rest list) */
        get: operations["listMemberRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/requests/recent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The dashboard's latest requests */
        get: operations["recentMemberRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/requests/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The filtered requests as CSV, one column per membership question */
        get: operations["exportMemberRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/requests/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve or decline up to 500 requests at once */
        post: operations["decideMemberRequests"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/requests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One request with its answers, pending extension work and deliveries */
        get: operations["getMemberRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/requests/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve by hand (queued for the extension and the integrations) */
        post: operations["approveMemberRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/requests/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decline by hand */
        post: operations["declineMemberRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/extension/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A batch of join requests captured on Facebook's member-requests page
         * @description The batch as a whole needs its group and at most 100 items (else 422 and nothing is stored).
         *     Then each item is taken on its own and one odd item never costs the others: what can be
         *     cleaned is cleaned and stored, each change listed in the item's `corrections`.
         *
         *     - Text loses NUL and the other control characters (tabs and line breaks stay); a lone
         *       surrogate becomes U+FFFD; text over its limit is cut there (never inside a character):
         *       `name` 200 characters, `livesIn` and `invitedBy` 200, an answer's `question` 1,000 and
         *       `answer` 5,000; answers past the 50th are left out.
         *     - A value that cannot be what it says is stored as unknown (null): `profileUrl` or
         *       `profileImageUrl` that is not an http(s) address of at most 2,000 characters;
         *       `joinedFacebookAt` or `requestedAt` that is not an ISO date with a four-digit year between
         *       2004-02-04 (Facebook's opening) and a day past the server's clock; `groupsInCommon` that
         *       is not a whole number from 0 to 10,000; `agreedToRules` that is not true or false.
         *       A `decidedOnFacebook` other than approved or declined is ignored. An email-like answer
         *       longer than an address can be (254 characters) is kept as an answer, without an email.
         *     - A request without a name is stored with an empty one; a later capture with the name fills
         *       it in.
         *
         *     Only an item that cannot be stored is refused: one that is not an object, or has no
         *     `facebookUserId` (after cleaning), or one longer than 120 characters. The stored items are
         *     kept all the same, and the answer is then 422 with their `results` beside `rejected`
         *     (each refused item's place, reason and field errors) and the usual `errors`; each refused
         *     item is logged by its place and rule, without its contents.
         */
        post: operations["captureMemberRequests"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/extension/actions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Work waiting for the extension on Facebook (approve, decline, welcome message, welcome tag) */
        get: operations["listExtensionActions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/extension/actions/{id}/result": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Report an action as done or failed */
        post: operations["reportExtensionAction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/extension/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The extension says whether Facebook's page still reads as expected
         * @description Sent after each member-requests page the extension views: `ok` when it read the page's cards (or its empty list), `markup_changed` when Facebook changed the page, `language_unsupported` when Facebook is shown in a language the extension does not read, `unknown` before it has read any page (as right after connecting; it never replaces a known health). The installation's health is taken from these reports only. The first `markup_changed`, `language_unsupported` or `error` after a clean read opens an incident: one notification (kind `extension_unhealthy`) and one email to the owner; an `ok` report closes it.
         */
        post: operations["reportExtensionHealth"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/extension/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The dashboard card's extension state */
        get: operations["extensionStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/extension/connect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One-click connect, a new API token named "Chrome extension" handed to the extension (a signed-in session only)
         * @description The token can do what the extension does (`extension`) and nothing more. Earlier extension tokens are revoked.
         */
        post: operations["connectExtension"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/extension/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The popup's counts for the group on the open page */
        get: operations["extensionGroupSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The owner's connected groups (a simple-rest list) */
        get: operations["listGroups"];
        put?: never;
        /**
         * Connect a group from its URL (or the id read from it)
         * @description A new group always starts with 0 members, active, with auto-approval off; `memberCount`, `isActive` and `autoApprovalEnabled`, which older clients send, are accepted and ignored.
         */
        post: operations["createGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/groups/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** One group */
        get: operations["getGroup"];
        /**
         * Rename, describe, pause or resume a group
         * @deprecated
         * @description Kept for one release as an alias of PATCH, which it answers exactly like; use PATCH, the partial update every resource takes.
         */
        put: operations["updateGroupPut"];
        post?: never;
        /** Disconnect a group and remove its requests */
        delete: operations["deleteGroup"];
        options?: never;
        head?: never;
        /** Rename, describe, pause or resume a group */
        patch: operations["updateGroup"];
        trace?: never;
    };
    "/api/groups/{id}/update-picture": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Read the group's cover picture from its public Facebook page again */
        post: operations["refreshGroupPicture"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/groups/{id}/welcome-message": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** The group's welcome message */
        get: operations["getWelcomeMessage"];
        put?: never;
        /** Save the welcome message; fields left out keep their value */
        post: operations["saveWelcomeMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/groups/{id}/auto-approval": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** The group's auto-approval rules */
        get: operations["getAutoApproval"];
        put?: never;
        /** Save the rules; fields left out keep their value */
        post: operations["saveAutoApproval"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/groups/{id}/auto-approval/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** What unsaved rules would decide for the group's recent requests (nothing is saved) */
        post: operations["previewAutoApproval"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The owner's message templates */
        get: operations["listTemplates"];
        put?: never;
        /** Create a template (it waits for a reviewer's approval) */
        post: operations["createTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/templates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** One template */
        get: operations["getTemplate"];
        /**
         * Change a template; fields left out keep their value
         * @deprecated
         * @description Kept for one release as an alias of PATCH, which it answers exactly like; use PATCH, the partial update every resource takes.
         */
        put: operations["updateTemplatePut"];
        post?: never;
        /** Delete a template */
        delete: operations["deleteTemplate"];
        options?: never;
        head?: never;
        /** Change a template; fields left out keep their value */
        patch: operations["updateTemplate"];
        trace?: never;
    };
    "/api/templates/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve any owner's template (super admins and holders of manage_content)
         * @description Approves the version the reviewer read: `version` is the template's `version` when they opened it. If the template was edited since (a higher version), nothing is approved and the answer is 409, so no text is approved unseen. An owner without the permission learns only about their own templates, so another owner's template answers 404.
         */
        post: operations["approveTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/setup/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a whole setup as its writes would be checked, saving nothing
         * @description Takes the bodies a setup's writes would send (what `joinflow apply` makes), one list per kind,
         *     each item the body of its route plus `id` when it changes an existing record, and checks them in
         *     the order `apply` writes them: templates, then each group with its rules and welcome message, then
         *     integrations. Every body goes through its route's own validation, so the answer names the same
         *     problems with the same messages; templates and groups are really created and updated inside a
         *     transaction that is rolled back, so the plan's group limit counts the setup's own new groups, a new
         *     or re-worded template is not yet approved for the welcome messages after it, and a group listed
         *     twice is already connected the second time. New email and SMS keys are tested at the platform, as
         *     connecting them does; webhook addresses must be public, as when they are saved. The rules and
         *     welcome message of a group that would not be saved are not checked, as they would not be written.
         *
         *     Answers 200 `{valid: true}` when every write would pass, else 422 with one error per refusal:
         *     `field` is the item's path and the route's field (`groups.2.welcomeMessage.templateId`), or the
         *     item's path alone for a refusal of the whole item (its `rule` is then the route's error code, such
         *     as `E_PLAN_LIMIT`, `E_GROUP_ALREADY_CONNECTED`, `E_NOT_FOUND` or `E_CONNECTION_FAILED`).
         */
        post: operations["validateSetup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The four dashboard figures and their change */
        get: operations["dashboardStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pricing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The plans on sale, as the order page shows them */
        get: operations["listPlans"];
        put?: never;
        /** Create a plan (manage_pricing) */
        post: operations["createPlan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pricing/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a plan in the editor's shape (manage_pricing)
         * @deprecated
         * @description Kept for one release as an alias of PATCH, which it answers exactly like; use PATCH, the partial update every resource takes.
         */
        put: operations["updatePlanPut"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change a plan in the editor's shape (manage_pricing) */
        patch: operations["updatePlan"];
        trace?: never;
    };
    "/api/pricing/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What a plan costs in the visitor's currency, today and after the trial */
        get: operations["quotePlan"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/page/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The order page's headings */
        get: operations["getOrderPageContent"];
        /**
         * Change the order page's headings (manage_content)
         * @deprecated
         * @description Kept for one release as an alias of PATCH, which it answers exactly like; use PATCH, the partial update every resource takes.
         */
        put: operations["updateOrderPageContentPut"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change the order page's headings (manage_content) */
        patch: operations["updateOrderPageContent"];
        trace?: never;
    };
    "/api/admin/pricing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The plans in the admin pricing page's shape (manage_pricing) */
        get: operations["listAdminPlans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/pricing/{planId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Save one edit of the admin pricing page (manage_pricing)
         * @deprecated
         * @description Kept for one release as an alias of PATCH, which it answers exactly like; use PATCH, the partial update every resource takes.
         */
        put: operations["updateAdminPlanPut"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Save one edit of the admin pricing page (manage_pricing) */
        patch: operations["updateAdminPlan"];
        trace?: never;
    };
    "/api/order/details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Checks the details step (/order2) with the spec's messages before the payment step */
        post: operations["checkOrderDetails"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/process-payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The public flow's payment; the purchase waits, unclaimed, for the holder of its email
         * @description Prices come from the server, never from the body. Card numbers and security codes are never stored. The purchase touches no account; the email sent with it carries a link for the holder of the address to claim it.
         */
        post: operations["placeOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A purchaser signs in with their email and order ID */
        post: operations["customerLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/account-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Emails the purchase's address a new link to set up its account (or add the purchase to it)
         * @description The purchaser proves the order with its email and order ID, as at sign-in. The link goes to the address only, never into the answer.
         */
        post: operations["sendAccountLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/checkout/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Count a visitor opening a checkout (once per visitor and plan), for the conversion figure */
        post: operations["startCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * What the link emailed with a public purchase is for
         * @description The purchase, its email address and whether an account holds that address, so the link's page can offer to sign in and claim it. The token is sent in the body, never in a URL.
         */
        post: operations["showPurchaseLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase-link/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sets up the account a public purchase bought, from the emailed link, and signs it in
         * @description The account takes the purchase's email, verified (the link reached it), and starts on the purchased plan. The link works once.
         */
        post: operations["setUpPurchaseAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/stripe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stripe's webhook endpoint (invoice.paid, invoice.payment_failed, customer.subscription.updated and .deleted)
         * @description Verified by the `Stripe-Signature` header against `STRIPE_WEBHOOK_SECRET` (at most 5 minutes
         *     old); no session or CSRF token. Each event is applied once: a repeat answers 200 with
         *     `duplicate: true` and changes nothing.
         */
        post: operations["stripeWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The owner's plan for the Billing page: period, price, status, next renewal or end, payment method, a change waiting */
        get: operations["getBilling"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/receipts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every charge taken from the owner, newest first */
        get: operations["listReceipts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/receipts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One receipt, with who paid, for printing */
        get: operations["getReceipt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/change-plan/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** What changing to a plan would cost today and when it takes effect, without changing anything */
        post: operations["previewPlanChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/change-plan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upgrades now (charging the new price less what is left of the period) or downgrades at the period end */
        post: operations["changePlan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancels the plan at the end of the period paid for (a plan whose renewal failed stops at once) */
        post: operations["cancelPlan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Takes back a cancellation before the period ends */
        post: operations["resumePlan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/process": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The signed-in owner buys or changes plan */
        post: operations["payAsOwner"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The owner's plan, trial and group allowance */
        get: operations["getSubscription"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/purchases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Public purchases made with the owner's email and not yet claimed
         * @description Listed only once the owner's email address is verified; a public purchase never changes an account by itself.
         */
        get: operations["listUnclaimedPurchases"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/claim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Adds a public purchase made with the owner's email to the account
         * @description By its order ID (the owner's email must be verified) or by the token of the link emailed with
         *     the purchase (which proves the address and verifies it). A purchase never replaces a bought
         *     plan that still runs: that answers 409 `E_PLAN_IN_FORCE`.
         */
        post: operations["claimPurchase"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/oauth/popup.js": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The script the sign-in popups run to post their result to the opener */
        get: operations["oauthPopupScript"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalog/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The email platforms JoinFlow can deliver to */
        get: operations["emailCatalogue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalog/sms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The SMS platforms JoinFlow can deliver to */
        get: operations["smsCatalogue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/integrations/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The owner's email integrations */
        get: operations["listEmailIntegrations"];
        put?: never;
        /** Connect an email platform (the key is tested with the platform first) */
        post: operations["createEmailIntegration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/integrations/email/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Test an API key with the platform without saving anything */
        post: operations["testEmailIntegration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/integrations/email/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Change an email integration (a new key or credentials are tested again)
         * @deprecated
         * @description Kept for one release as an alias of PATCH, which it answers exactly like; use PATCH, the partial update every resource takes.
         */
        put: operations["updateEmailIntegrationPut"];
        post?: never;
        /** Remove an email integration */
        delete: operations["deleteEmailIntegration"];
        options?: never;
        head?: never;
        /** Change an email integration (a new key or credentials are tested again) */
        patch: operations["updateEmailIntegration"];
        trace?: never;
    };
    "/api/integrations/email/oauth/{platform}/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Open in a 500x600 popup; redirects to the platform's consent page */
        get: operations["startEmailOAuth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/integrations/email/oauth/{platform}/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The platform sends the popup back here; the page posts OAUTH_SUCCESS or OAUTH_ERROR to the opener and closes */
        get: operations["finishEmailOAuth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/integrations/request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask for a platform JoinFlow does not support yet */
        post: operations["requestIntegration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/integrations/sms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The owner's SMS integrations */
        get: operations["listSmsIntegrations"];
        put?: never;
        /** Connect an SMS platform (tested first) */
        post: operations["createSmsIntegration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/integrations/sms/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Test SMS credentials (and the contact list, where the platform can check one) without saving anything */
        post: operations["testSmsIntegration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/integrations/sms/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove an SMS integration */
        delete: operations["deleteSmsIntegration"];
        options?: never;
        head?: never;
        /** Change an SMS integration (a new contact list is tested at the platform first) */
        patch: operations["updateSmsIntegration"];
        trace?: never;
    };
    "/api/integrations/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The owner's webhooks */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Add a webhook; its signing secret is shown this once
         * @description Each delivery is signed: `X-JoinFlow-Signature: sha256=<hex HMAC-SHA256(secret, timestamp + "." + body)>`, with `X-JoinFlow-Timestamp` and `X-JoinFlow-Delivery`.
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/integrations/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Change a webhook
         * @deprecated
         * @description Kept for one release as an alias of PATCH, which it answers exactly like; use PATCH, the partial update every resource takes.
         */
        put: operations["updateWebhookPut"];
        post?: never;
        /** Remove a webhook */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        /** Change a webhook */
        patch: operations["updateWebhook"];
        trace?: never;
    };
    "/api/integrations/webhooks/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replace the signing secret; the new one is shown this once */
        post: operations["rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/integrations/sheets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The owner's Google Sheets integrations */
        get: operations["listSheets"];
        put?: never;
        /** Add a sheet (a full Google Sheets URL is accepted as spreadsheetId); refused (422 on spreadsheetId) when this server has no Google sign-in, as the sheet could never be written */
        post: operations["createSheet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/integrations/sheets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a sheet */
        delete: operations["deleteSheet"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/integrations/{id}/retry-failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Queue every failed delivery of an integration (any type) again */
        post: operations["retryFailedDeliveries"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/google": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Open in a 500x600 popup; redirects to Google's consent page (state and PKCE)
         * @description When the server has no Google client credentials, the popup page posts GOOGLE_AUTH_ERROR instead.
         */
        get: operations["connectGoogle"];
        put?: never;
        post?: never;
        /** Revoke and forget the Google account */
        delete: operations["disconnectGoogle"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/google/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Google sends the popup back here; the page posts GOOGLE_AUTH_SUCCESS or GOOGLE_AUTH_ERROR to the opener and closes */
        get: operations["finishGoogle"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/google/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether a Google account is connected for the sheets */
        get: operations["googleStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Deliveries, newest first (a simple-rest list) */
        get: operations["listDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deliveries/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One delivery with every attempt */
        get: operations["getDelivery"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deliveries/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Queue one delivery again
         * @description Queues the delivery with a new job. A delivery already delivered, or being delivered right now, is answered as it is and not sent again; one left mid-call by a stopped worker (its 60-second lease over) is queued again.
         */
        post: operations["retryDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The latest 50 notifications and the unread count */
        get: operations["listNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/read-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark every notification read */
        post: operations["readAllNotifications"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark one notification read */
        post: operations["readNotification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/privacy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How long members' data is kept */
        get: operations["getPrivacySettings"];
        /**
         * Change how long members' data is kept
         * @deprecated
         * @description Kept for one release as an alias of PATCH, which it answers exactly like; use PATCH, the partial update every resource takes.
         */
        put: operations["updatePrivacySettingsPut"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change how long members' data is kept */
        patch: operations["updatePrivacySettings"];
        trace?: never;
    };
    "/api/privacy/erase": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Erase a member's contact details from every request of the owner's */
        post: operations["eraseMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Requests, approval rates, decline reasons and delivery figures over a date range */
        get: operations["ownerAnalytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Emails the server stored or sent (super admins)
         * @description What reading them must not hand over is masked: the secret of every link (`?token=[redacted]`),
         *     API tokens (`jf_[redacted]`) and order IDs, which purchasers sign in with (`JF-…WXYZ`). The
         *     stored email keeps them, and SMTP delivers it as written.
         */
        get: operations["adminOutbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/integration-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Owners' requests for new platforms (super admins) */
        get: operations["adminIntegrationRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every account with its plan (super admins) */
        get: operations["adminListUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** One account with its plan (super admins) */
        get: operations["adminGetUser"];
        /**
         * Change an account's role and active status at once (the users resource's edit)
         * @deprecated
         * @description Kept for one release as an alias of PATCH, which it answers exactly like; use PATCH, the partial update every resource takes. Fields sent unchanged are no change, so a whole record may be sent back. A super admin's role and status, and your own status, are never changed (403); super_admin is never assigned (422). Deactivating revokes the account's tokens and ends its sessions.
         */
        put: operations["adminUpdateUserPut"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change an account's role and active status at once (the users resource's edit)
         * @description Fields sent unchanged are no change, so a whole record may be sent back. A super admin's role and status, and your own status, are never changed (403); super_admin is never assigned (422). Deactivating revokes the account's tokens and ends its sessions.
         */
        patch: operations["adminUpdateUser"];
        trace?: never;
    };
    "/api/admin/users/{id}/role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Make a user an admin with permissions, or a plain user (super admin is never assigned) */
        put: operations["adminChangeRole"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Activate or deactivate an account */
        put: operations["adminChangeStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every plan, on sale or not, with its group limit, trial, sale status and subscribers (manage_pricing) */
        get: operations["adminListPlanRecords"];
        put?: never;
        /** Create a plan with its group limit, trial and sale status (manage_pricing) */
        post: operations["adminCreatePlanRecord"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/plans/{planId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                planId: number;
            };
            cookie?: never;
        };
        /** One plan with its subscribers (manage_pricing) */
        get: operations["adminGetPlanRecord"];
        /**
         * Change a plan, hide it from sale or retire it (manage_pricing)
         * @deprecated
         * @description Kept for one release as an alias of PATCH, which it answers exactly like; use PATCH, the partial update every resource takes. What is left out stays as it is, so a whole record may be sent back. A retired plan stays retired; a plan with accounts or orders on it, or a built-in one, keeps its plan type (422 naming the field).
         */
        put: operations["adminUpdatePlanRecordPut"];
        post?: never;
        /** Delete a plan nobody has used (manage_pricing) */
        delete: operations["adminDeletePlanRecord"];
        options?: never;
        head?: never;
        /**
         * Change a plan, hide it from sale or retire it (manage_pricing)
         * @description What is left out stays as it is, so a whole record may be sent back. A retired plan stays retired; a plan with accounts or orders on it, or a built-in one, keeps its plan type (422 naming the field).
         */
        patch: operations["adminUpdatePlanRecord"];
        trace?: never;
    };
    "/api/admin/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every order (super admins) */
        get: operations["adminListOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{orderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One order (super admins) */
        get: operations["adminGetOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every subscription with its account's email (super admins) */
        get: operations["adminListSubscriptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/subscriptions/{subscriptionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One subscription (super admins) */
        get: operations["adminGetSubscription"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Users, revenue of the last 30 days, active plans and conversion, with their change */
        get: operations["adminStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sign-ups, orders and revenue per day (UTC; the last 30 days when no range is given; at most 366 days) */
        get: operations["adminAnalytics"];
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
        Error: {
            message: string;
            /** @example E_NOT_FOUND */
            code: string;
            errors?: components["schemas"]["FieldError"][];
        };
        OAuthNotConfigured: {
            /** @example Mailchimp sign-in is not available on this server. Connect it with an API key instead. */
            message: string;
            /** @constant */
            code: "E_OAUTH_NOT_CONFIGURED";
            /** @description For super admins only */
            setup?: {
                /**
                 * @example [
                 *       "MAILCHIMP_CLIENT_ID",
                 *       "MAILCHIMP_CLIENT_SECRET"
                 *     ]
                 */
                env: string[];
                instructions: string;
            };
        };
        /** @description A failure on the server's side (500): never details, only the id of the request in the logs */
        InternalError: {
            /** @constant */
            message: "Something went wrong on our side. Please try again.";
            /** @constant */
            code: "E_INTERNAL";
            requestId: string;
        };
        ValidationError: {
            /** @description The first problem's message */
            message: string;
            /** @constant */
            code: "E_VALIDATION_ERROR";
            errors: components["schemas"]["FieldError"][];
        };
        FieldError: {
            /** @description The field, dotted for nested ones (requests.3.name); empty for the body as a whole */
            field: string;
            message: string;
            rule: string;
        };
        Message: {
            message: string;
        };
        SignedOutEverywhere: {
            /** @description What was signed out, and what to do about it */
            message: string;
            signedOutSessions: number;
            revokedTokens: number;
        };
        Deleted: {
            id: number;
        };
        /** Format: date-time */
        Timestamp: string;
        /** Format: date-time */
        NullableTimestamp: string | null;
        Health: {
            /** @enum {string} */
            status: "ok" | "error";
            /** @description When unhealthy: what does not answer, in the error shape of every other route */
            message?: string;
            /** @enum {string} */
            code?: "E_DATABASE_UNAVAILABLE" | "E_QUEUE_UNAVAILABLE";
            database?: components["schemas"]["HealthPart"];
            queue?: components["schemas"]["HealthPart"];
        };
        HealthPart: {
            /** @enum {string} */
            status: "ok" | "error";
            /** @description Why it does not answer */
            message?: string;
        };
        /** @enum {string} */
        Permission: "manage_pricing" | "manage_content";
        /** @description Nobody is signed in. */
        Visitor: {
            user: null;
        };
        User: components["schemas"]["UserFields"] & {
            /** @description Whether the owner proved the address (a confirmation or reset link, or a provider that confirms it). Admin roles, joining a provider sign-in and purchases made with the email need it. */
            isEmailVerified: boolean;
            emailVerifiedAt: components["schemas"]["Timestamp"] | null;
        };
        /** @description The signed-in account with its plan and the plan's status now, so a page knows at once whether a trial or payment notice is coming. */
        CurrentUser: components["schemas"]["UserFields"] & {
            isEmailVerified: boolean;
            emailVerifiedAt: components["schemas"]["Timestamp"] | null;
            /** @description The plan (`trial` for the free trial); null for a super admin, who runs the product on no plan */
            planType: string | null;
            /**
             * @description The status at this moment (a trial whose end has passed is `expired`); null for a super admin
             * @enum {unknown}
             */
            subscriptionStatus: "trialing" | "active" | "past_due" | "expired" | "canceled" | null;
        };
        UserFields: {
            id: number;
            /** Format: email */
            email: string;
            firstName: string | null;
            lastName: string | null;
            /** @enum {string} */
            role: "user" | "admin" | "super_admin";
            isActive: boolean;
            isSuperAdmin: boolean;
            permissions: components["schemas"]["Permission"][];
            createdAt: components["schemas"]["Timestamp"];
        };
        AdminUser: components["schemas"]["UserFields"] & {
            planType: string | null;
            /** @enum {unknown} */
            subscriptionStatus: "trialing" | "active" | "past_due" | "expired" | "canceled" | null;
        };
        Token: components["schemas"]["TokenFields"];
        TokenFields: {
            id: number;
            name: string;
            /**
             * @description read_only: reads; full: reads, changes and the extension's calls; extension: the Chrome extension's own
             * @enum {string}
             */
            access: "read_only" | "full" | "extension";
            /** @description `admin` when created with admin access */
            abilities: ("read" | "write" | "extension" | "admin")[];
            createdAt: components["schemas"]["Timestamp"];
            lastUsedAt: components["schemas"]["NullableTimestamp"];
            expiresAt: components["schemas"]["NullableTimestamp"];
        };
        NewToken: components["schemas"]["TokenFields"] & {
            /** @description Shown this once */
            token: string;
        };
        Group: {
            id: number;
            facebookGroupId: string;
            name: string;
            description: string | null;
            coverImageUrl: string | null;
            /** @description Members JoinFlow approved into the group: by the rules, by the owner, or on Facebook's own page while the extension watched (Facebook's own member count cannot be read) */
            memberCount: number;
            /** @description Percent of decided requests the rules approved */
            autoApprovalRate: number;
            autoApprovalEnabled: boolean;
            isActive: boolean;
            todayRequests: number;
            createdAt: components["schemas"]["Timestamp"];
        };
        /** @description Comma-separated text or a list of at most 200 entries of up to 200 characters */
        KeywordListInput: string | (string | null)[];
        AutoApprovalSettings: {
            enabled: boolean;
            requireEmail: boolean;
            requiredKeywords: string[];
            blockedKeywords: string[];
            maxApprovalsPerHour: number;
            /** @description 0 when the rule is off */
            minAccountAgeDays: number;
            requireAllAnswers: boolean;
            requireRulesAgreement: boolean;
            requirePhone: boolean;
            allowedLocations: string[];
            blockedLocations: string[];
        };
        /** @enum {string} */
        Decision: "approve" | "decline" | "review";
        AutoApprovalPreview: {
            total: number;
            counts: {
                approve: number;
                decline: number;
                review: number;
            };
            decisions: {
                requestId: number;
                name: string;
                decision: components["schemas"]["Decision"];
                reasons: string[];
                currentStatus: components["schemas"]["RequestStatus"];
            }[];
        };
        WelcomeMessage: {
            enabled: boolean;
            message: string;
            personalizeWithName: boolean;
            tagNewMembers: boolean;
            variants: string[];
            templateId: number | null;
            welcomePostUrl: string | null;
        };
        /** @enum {string} */
        TemplateCategory: "welcome" | "approval" | "rejection" | "general";
        Template: {
            id: number;
            name: string;
            category: components["schemas"]["TemplateCategory"];
            description: string | null;
            template: string;
            isApproved: boolean;
            isActive: boolean;
            usageCount: number;
            /** @description Counts up with every saved edit; an approval names the version its reviewer read */
            version: number;
            createdAt: components["schemas"]["Timestamp"];
            updatedAt: components["schemas"]["Timestamp"];
        };
        /** @enum {string} */
        RequestStatus: "pending" | "approved" | "declined";
        MemberRequest: components["schemas"]["MemberRequestFields"];
        MemberRequestFields: {
            id: number;
            groupId: number;
            groupName: string;
            facebookUserId: string;
            name: string;
            email: string | null;
            phone: string | null;
            profileUrl: string | null;
            profileImageUrl: string | null;
            status: components["schemas"]["RequestStatus"];
            decision: components["schemas"]["Decision"];
            reasons: string[];
            /** @enum {unknown} */
            decidedBy: "rules" | "owner" | "facebook" | null;
            decidedAt: components["schemas"]["NullableTimestamp"];
            createdAt: components["schemas"]["Timestamp"];
            deliveries?: components["schemas"]["DeliveryChip"][];
            livesIn?: string | null;
            answers?: {
                question: string;
                answer: string | null;
            }[];
        };
        MemberRequestDetail: components["schemas"]["MemberRequestFields"] & {
            answers: {
                question: string;
                answer: string | null;
            }[];
            agreedToRules: boolean | null;
            joinedFacebookAt: string | null;
            livesIn: string | null;
            groupsInCommon: number | null;
            invitedBy: string | null;
            requestedAt: string | null;
            welcomeMessage: string | null;
            /** @description The reason the owner gave when deciding by hand; null for the rules, Facebook, or no reason given */
            ownerReason: string | null;
            decidedByUserId?: number | null;
            pendingActions: {
                id: number;
                type: components["schemas"]["ExtensionActionType"];
                status: components["schemas"]["ExtensionActionStatus"];
            }[];
        };
        RecentMemberRequest: {
            id: number;
            name: string;
            email: string | null;
            groupName: string;
            profileImageUrl: string | null;
            status: components["schemas"]["RequestStatus"];
            /** @enum {unknown} */
            decidedBy: "rules" | "owner" | "facebook" | null;
            createdAt: components["schemas"]["Timestamp"];
        };
        /** @description One card of the member-requests page. Only `facebookUserId` is needed; see the capture route for what is cleaned and how. */
        CapturedRequest: {
            /** @description At most 120 characters; an item without one is refused */
            facebookUserId: string | number;
            /** @description Cut at 200 characters */
            name?: string;
            /**
             * Format: uri
             * @description http(s), at most 2,000 characters, else stored as null
             */
            profileUrl?: string | null;
            /**
             * Format: uri
             * @description http(s), at most 2,000 characters, else stored as null
             */
            profileImageUrl?: string | null;
            /** @description The first 50 are stored */
            answers?: {
                /** @description Cut at 1,000 characters */
                question: string;
                /** @description Cut at 5,000 characters */
                answer: string | null;
            }[];
            agreedToRules?: boolean | null;
            /** @description 2015-03-01 (or an ISO instant, its date as written), from 2004-02-04 to tomorrow, else stored as null */
            joinedFacebookAt?: string | null;
            /** @description Cut at 200 characters */
            livesIn?: string | null;
            /** @description Outside 0 to 10,000 it is stored as null */
            groupsInCommon?: number | null;
            /** @description Cut at 200 characters */
            invitedBy?: string | null;
            /** @description An ISO instant from 2004-02-04 to tomorrow, else stored as null */
            requestedAt?: string | null;
            /** @enum {string} */
            decidedOnFacebook?: "approved" | "declined";
        };
        CaptureResult: {
            /** @description The item's place in the batch */
            index: number;
            facebookUserId: string;
            requestId: number;
            status: components["schemas"]["RequestStatus"];
            decision: components["schemas"]["Decision"];
            reasons: string[];
            welcomeMessage?: string | null;
            /** @description false when the request was captured before */
            created: boolean;
            /** @description What was cleaned before the item was stored (`requests.3.name`, rule `controlCharacters`, `wellFormed`, `maxLength`, `url`, `date`, `range`, ...); empty when nothing was */
            corrections: components["schemas"]["FieldError"][];
        };
        CaptureRejection: {
            /** @description The item's place in the batch */
            index: number;
            /** @description The first problem, in words */
            reason: string;
            errors: components["schemas"]["FieldError"][];
        };
        /** @description Some items of a capture batch could not be stored; the others were. */
        CapturePartlyRefused: {
            /** @description The first refused item's reason */
            message: string;
            /** @constant */
            code: "E_VALIDATION_ERROR";
            errors: components["schemas"]["FieldError"][];
            /** @description One per stored item */
            results: components["schemas"]["CaptureResult"][];
            rejected: components["schemas"]["CaptureRejection"][];
        };
        /**
         * @description Approve or decline on Facebook, send the welcome message, or tag the new member in the welcome post
         * @enum {string}
         */
        ExtensionActionType: "approve" | "decline" | "welcome_message" | "welcome_tag";
        /** @enum {string} */
        ExtensionActionStatus: "pending" | "done" | "failed";
        ExtensionAction: {
            id: number;
            type: components["schemas"]["ExtensionActionType"];
            groupId: number;
            facebookGroupId: string;
            memberRequestId: number;
            facebookUserId: string;
            /** @description The member's name as captured */
            name: string;
            /** @description What the action needs on Facebook */
            payload: {
                /** @description The welcome message to send */
                message?: string;
                /** @description The decline's reason, when one was given */
                reason?: string;
                /** @description The group post to comment on, for a welcome tag */
                postUrl?: string | null;
            };
            createdAt: components["schemas"]["Timestamp"];
        };
        ExtensionStatus: {
            /** @description How an owner installs the extension: the Chrome Web Store listing when the server names one (`CHROME_WEB_STORE_URL`), else the packaged zip this server serves (null when it has not been built) */
            install: {
                /** Format: uri */
                chromeWebStoreUrl: string | null;
                /** @example /downloads/joinflow-extension.zip */
                downloadUrl: string | null;
            };
            installed: boolean;
            connected: boolean;
            lastSeenAt: components["schemas"]["NullableTimestamp"];
            version: string | null;
            /** @enum {unknown} */
            health: "unknown" | "ok" | "markup_changed" | "language_unsupported" | "error" | null;
            healthDetail: string | null;
            pageUrl: string | null;
        };
        ExtensionSummary: {
            group: null | {
                id: number;
                name: string;
                facebookGroupId: string;
            };
            today: {
                captured: number;
                approved: number;
                declined: number;
            };
        };
        DashboardStats: {
            connectedGroups: number;
            membersToday: number;
            emailIntegrations: number;
            automationRate: number;
            /** @description Today's figure less yesterday's (percentage points for the automation rate) */
            changes: {
                connectedGroups: number;
                membersToday: number;
                emailIntegrations: number;
                automationRate: number;
            };
        };
        Analytics: {
            /** Format: date */
            from: string;
            /** Format: date */
            to: string;
            requestsPerDay: {
                /** Format: date */
                date: string;
                approved: number;
                pending: number;
                declined: number;
            }[];
            approvalRateByGroup: {
                groupId: number;
                groupName: string;
                approved: number;
                declined: number;
                pending: number;
                approvalRate: number;
            }[];
            topDeclineReasons: {
                reason: string;
                count: number;
            }[];
            deliveriesByIntegration: {
                integrationId: number;
                name: string;
                type: components["schemas"]["IntegrationType"];
                platform: string;
                delivered: number;
                failed: number;
                successRate: number;
                medianDelayMs: number | null;
            }[];
        };
        /** @enum {string} */
        BillingPeriod: "monthly" | "annual" | "one_time";
        Plan: {
            id: number;
            planType: string;
            title: string;
            /**
             * @description Whole dollars as the order page prints them
             * @example $27
             */
            price: string;
            features: string[];
            buttonText: string;
            isPopular: boolean;
            billingPeriod: components["schemas"]["BillingPeriod"];
            /** @description null is unlimited */
            groupLimit: number | null;
            /** @description Free days before the first charge; 0 is none */
            trialDays: number;
        };
        AdminPlan: {
            id: number;
            name: string;
            /** @description Whole dollars */
            price: number;
            billingPeriod: components["schemas"]["BillingPeriod"];
            description: string | null;
            trialDays: number;
            buttonText: string;
            isPopular: boolean;
            features: string[];
        };
        /**
         * @description on_sale: listed and sold; hidden: off sale for now; retired: off sale for good. Accounts on a plan keep it either way.
         * @enum {string}
         */
        SaleStatus: "on_sale" | "hidden" | "retired";
        /** @description A plan as the super admin's plans resource shows it */
        PlanRecord: {
            id: number;
            planType: string;
            name: string;
            /** @description Whole dollars */
            price: number;
            billingPeriod: components["schemas"]["BillingPeriod"];
            description: string;
            trialDays: number;
            /** @description null is unlimited */
            groupLimit: number | null;
            buttonText: string;
            isPopular: boolean;
            features: string[];
            status: components["schemas"]["SaleStatus"];
            annualPrice: number | null;
            annualOriginalPrice: number | null;
            sortOrder: number;
            /** @description Accounts on the plan now (not expired or canceled) */
            subscribers: number;
            createdAt: components["schemas"]["Timestamp"];
        };
        /** @description An order as the super admin reads it; the card is only its brand, last four digits and expiry */
        AdminOrder: {
            id: number;
            orderId: string;
            userId: number | null;
            email: string;
            firstName: string;
            lastName: string;
            country: string;
            marketingConsent: boolean;
            planType: string;
            billing: string;
            amountUsdCents: number;
            /** @description The plan's price in `currency` */
            amountLocal: number;
            currency: string;
            dueTodayCents: number;
            trialEndsAt: components["schemas"]["NullableTimestamp"];
            /**
             * @example paid
             * @example trial
             * @example failed
             */
            status: string;
            cardBrand: string;
            cardLast4: string;
            cardExpMonth: number;
            cardExpYear: number;
            createdAt: components["schemas"]["Timestamp"];
        };
        AdminSubscription: {
            id: number;
            userId: number;
            email: string;
            planType: string;
            /**
             * @description A trial whose end has passed is expired
             * @enum {unknown}
             */
            status: "trialing" | "active" | "expired" | "canceled";
            trialEndsAt: components["schemas"]["NullableTimestamp"];
            currentPeriodEnd: components["schemas"]["NullableTimestamp"];
            orderId: number | null;
            createdAt: components["schemas"]["Timestamp"];
            updatedAt: components["schemas"]["NullableTimestamp"];
        };
        /** @description Amounts in the country's currency; the `…Minor` fields are exact integer minor units (cents; whole yen), the others the same amounts in major units. */
        Quote: {
            planType: string;
            title: string;
            period: components["schemas"]["BillingPeriod"];
            trialDays: number;
            priceUsd: number;
            originalPriceUsd: number | null;
            /** @example EUR */
            currency: string;
            price: number;
            originalPrice: number | null;
            dueToday: number;
            dueLater: number;
            priceMinor: number;
            originalPriceMinor: number | null;
            dueTodayMinor: number;
            dueLaterMinor: number;
            /** @description When the later amount is charged; null when all is paid today */
            dueOn: components["schemas"]["NullableTimestamp"];
        };
        OrderPageContent: {
            mainHeading: string;
            subtitle: string;
        };
        /** @description Checked and passed to the gateway; never stored or logged */
        CardDetails: {
            cardNumber: string;
            nameOnCard: string;
            /** @example 09/39 */
            expirationDate: string;
            securityCode: string;
        };
        OrderReceipt: {
            orderId: string;
            planType: string;
            billing: components["schemas"]["BillingPeriod"];
            trialEndsAt: components["schemas"]["NullableTimestamp"];
            /** @description Major units */
            dueToday: number;
            /** @description Major units; charged when the trial ends */
            dueLater: number;
            dueTodayMinor: number;
            dueLaterMinor: number;
            currency: string;
        };
        Customer: {
            firstName: string | null;
            lastName: string | null;
            email: string;
            orderId: string;
            planType: string;
            planTitle: string;
            billing: components["schemas"]["BillingPeriod"];
            price: components["schemas"]["Money"];
            status: components["schemas"]["SubscriptionStatus"];
            trialEndsAt: components["schemas"]["NullableTimestamp"];
            renewsAt: components["schemas"]["NullableTimestamp"];
            /** @description Whether the purchase is in an account */
            accountSetUp: boolean;
            /** @description Whether an account holds the purchase's address */
            accountExists: boolean;
        };
        CheckoutReceipt: {
            orderId: string;
            planType: string;
            status: components["schemas"]["SubscriptionStatus"];
            trialEndsAt: components["schemas"]["NullableTimestamp"];
        };
        /**
         * @description trialing (free days), active (a paid period), past_due (a failed renewal being retried; the plan runs), expired (the free trial ended, or every retry failed; read-only), canceled (ended as asked)
         * @enum {string}
         */
        SubscriptionStatus: "trialing" | "active" | "past_due" | "expired" | "canceled";
        Money: {
            /** @description Integer minor units of the currency (cents; whole yen) */
            amountMinor: number;
            /** @example KES */
            currency: string;
            /**
             * @description The amount as every screen and email writes it
             * @example KES 3,755.50
             */
            formatted: string;
        };
        Billing: {
            planType: string;
            planTitle: string;
            status: components["schemas"]["SubscriptionStatus"];
            /** @description Null during the free trial */
            period: components["schemas"]["BillingPeriod"] | null;
            /** @description What each period costs; null during the free trial */
            price: components["schemas"]["Money"] | null;
            trialEndsAt: components["schemas"]["NullableTimestamp"];
            currentPeriodStart: components["schemas"]["NullableTimestamp"];
            currentPeriodEnd: components["schemas"]["NullableTimestamp"];
            cancelAtPeriodEnd: boolean;
            /** @description The next charge, while the plan renews */
            renewsAt: components["schemas"]["NullableTimestamp"];
            /** @description When the plan stops: a canceled plan's period end, the free trial's end, or when it ended */
            endsAt: components["schemas"]["NullableTimestamp"];
            pastDue: {
                since: components["schemas"]["NullableTimestamp"];
                failedAttempts: number;
                nextRetryAt: components["schemas"]["NullableTimestamp"];
            } | null;
            pendingChange: {
                planType: string;
                planTitle: string;
                period: components["schemas"]["BillingPeriod"];
                effectiveAt: components["schemas"]["NullableTimestamp"];
            } | null;
            paymentMethod: {
                brand: string | null;
                last4: string;
                expMonth: number | null;
                expYear: number | null;
            } | null;
            /**
             * @description Who charges the renewals; null when nothing renews
             * @enum {unknown}
             */
            renewedBy: "stripe" | "joinflow" | null;
            groupLimit: number | null;
            groupsUsed: number;
            automationPaused: boolean;
            pausedReason: string | null;
        };
        Receipt: components["schemas"]["ReceiptFields"];
        ReceiptFields: {
            id: number;
            receiptNumber: string;
            /** @enum {string} */
            kind: "purchase" | "renewal" | "upgrade";
            description: string;
            planType: string;
            period: components["schemas"]["BillingPeriod"];
            amount: components["schemas"]["Money"];
            periodStart: components["schemas"]["NullableTimestamp"];
            periodEnd: components["schemas"]["NullableTimestamp"];
            card: {
                brand: string | null;
                last4: string;
            } | null;
            /** Format: date-time */
            paidAt: string;
        };
        PrintableReceipt: components["schemas"]["ReceiptFields"] & {
            billedTo: {
                name: string | null;
                email: string;
            };
            seller: string;
        };
        PlanChange: {
            /**
             * @description An upgrade starts today; a downgrade at the period end
             * @enum {string}
             */
            kind: "upgrade" | "downgrade";
            planType: string;
            planTitle: string;
            period: components["schemas"]["BillingPeriod"];
            price: components["schemas"]["Money"];
            credit: components["schemas"]["Money"];
            dueNow: components["schemas"]["Money"];
            /** Format: date-time */
            effectiveAt: string;
            renewsAt: components["schemas"]["NullableTimestamp"];
            message: string;
        };
        PlanChangeInput: {
            planType: string;
            /** @enum {string} */
            billing: "monthly" | "annual";
        };
        Purchase: {
            orderId: string;
            planType: string;
            planTitle: string;
            /** @enum {unknown} */
            billing: "monthly" | "annual" | "one_time";
            /** @enum {unknown} */
            status: "pending" | "paid" | "trial" | "failed";
            trialEndsAt: components["schemas"]["NullableTimestamp"];
            /** Format: date-time */
            createdAt: string;
        };
        PurchaseLink: {
            email: string;
            /** @description Whether an account holds the purchase's address */
            accountExists: boolean;
            claimed: boolean;
            /** Format: date-time */
            expiresAt: string;
            purchase: components["schemas"]["Purchase"];
        };
        Subscription: {
            planType: string | null;
            planTitle: string | null;
            /** @enum {unknown} */
            status: "trialing" | "active" | "past_due" | "expired" | "canceled" | null;
            trialEndsAt: components["schemas"]["NullableTimestamp"];
            currentPeriodEnd: components["schemas"]["NullableTimestamp"];
            groupLimit: number | null;
            groupsUsed: number;
            automationPaused: boolean;
            pausedReason: string | null;
        };
        /** @enum {string} */
        IntegrationType: "email" | "sms" | "webhook" | "sheets";
        /**
         * @description Deliver on approval (default) or as soon as a request is captured
         * @enum {string}
         */
        Trigger: "approved" | "captured";
        SetupTemplate: {
            /** @description An existing template to update; left out, a new one. */
            id?: number;
            name?: string;
            template?: string;
            /** @enum {string} */
            category?: "welcome" | "approval" | "rejection" | "general";
            description?: string | null;
            isActive?: boolean;
        } & {
            [key: string]: unknown;
        };
        SetupGroup: {
            /** @description An existing group; left out, a group to connect. */
            id?: number;
            url?: string;
            facebookGroupId?: string;
            name?: string;
            description?: string | null;
            isActive?: boolean;
            /** @description The body of `POST /api/groups/{id}/auto-approval`. */
            autoApproval?: {
                [key: string]: unknown;
            };
            /** @description The body of `POST /api/groups/{id}/welcome-message`; `templateName` names a template instead of `templateId`, for one the setup itself creates. */
            welcomeMessage?: {
                templateId?: number | null;
                templateName?: string;
            } & {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        };
        SetupIntegration: {
            /** @enum {string} */
            type: "email" | "sms" | "webhook" | "sheets";
            /** @description An existing integration of that type to update; left out, a new one. */
            id?: number;
            name?: string | null;
            platform?: string;
            apiKey?: string;
            credentials?: components["schemas"]["Credentials"];
            listId?: string | null;
            url?: string;
            spreadsheetId?: string;
            sheetName?: string | null;
            description?: string | null;
            /** @enum {string} */
            trigger?: "approved" | "captured";
            sendWelcomeSms?: boolean;
            isActive?: boolean;
            groupIds?: components["schemas"]["GroupIds"];
        } & {
            [key: string]: unknown;
        };
        /** @description The groups whose members are delivered; null means all groups */
        GroupIds: number[] | null;
        /** @description The platform's other credential fields, by name (see the catalogue's credentialFields); write-only */
        Credentials: {
            [key: string]: string | null;
        };
        /**
         * @example email-marketing
         * @example crm
         * @example marketing-automation
         * @example newsletter
         */
        PlatformCategory: string;
        ConnectionOk: {
            /** @constant */
            ok: true;
            /** @example API key is valid and connection established. */
            message: string;
        };
        DeliveryStats: {
            delivered: number;
            failed: number;
            pending: number;
        };
        IntegrationCommon: {
            id: number;
            type: components["schemas"]["IntegrationType"];
            name: string;
            isActive: boolean;
            /** @enum {string} */
            status: "connected" | "needs_attention";
            lastError: string | null;
            groupIds: components["schemas"]["GroupIds"];
            createdAt: components["schemas"]["Timestamp"];
            lastDeliveryAt: components["schemas"]["NullableTimestamp"];
            stats: components["schemas"]["DeliveryStats"];
        };
        /** @description "••••" and the last 4 characters of the main secret; the secret itself is never returned */
        CredentialHint: string | null;
        EmailIntegration: components["schemas"]["IntegrationCommon"] & {
            /** @constant */
            type: "email";
            platform: string;
            listId: string | null;
            /** @enum {string} */
            authMethod: "api_key" | "oauth";
            credentialHint: components["schemas"]["CredentialHint"];
            trigger: components["schemas"]["Trigger"];
        };
        /** @description The contact list (ClickSend, SimpleTexting, TextMagic) or group (EZ Texting, MessageBird) new members join; null or empty for none. A `listId` among `credentials` counts the same. */
        SmsListId: string | null;
        SmsIntegration: components["schemas"]["IntegrationCommon"] & {
            /** @constant */
            type: "sms";
            platform: string;
            /** @description The contact list (or group) new members join; null for none */
            listId: string | null;
            credentialHint: components["schemas"]["CredentialHint"];
            sendWelcomeSms: boolean;
        };
        Webhook: components["schemas"]["IntegrationCommon"] & {
            /** @constant */
            type: "webhook";
            url: string | null;
            trigger: components["schemas"]["Trigger"];
            /** @description Only in the answer that creates the webhook */
            secret?: string;
        };
        SheetsIntegration: components["schemas"]["IntegrationCommon"] & {
            /** @constant */
            type: "sheets";
            spreadsheetId: string | null;
            sheetName: string;
            description: string | null;
        };
        CredentialField: {
            name: string;
            label: string;
            /** @enum {string} */
            type: "text" | "password" | "url" | "select";
            required: boolean;
            help?: string;
            options?: {
                value: string;
                label: string;
            }[];
        };
        EmailPlatform: {
            id: string;
            name: string;
            /** @enum {string} */
            authMethod: "api_key" | "oauth" | "both";
            apiDocs: string;
            oauthUrl?: string;
            description: string;
            colour: string;
            category: string;
            credentialFields: components["schemas"]["CredentialField"][];
            /** @description Whether JoinFlow delivers to it today */
            adapter: boolean;
            /** @description Whether this server has the platform's OAuth client credentials */
            oauthConfigured: boolean;
        };
        SupportedPlatform: {
            id: string;
            name: string;
            category: string;
            authMethods: ("API Key" | "OAuth")[];
            description: string;
            apiDocs: string;
            adapter: boolean;
        };
        SmsPlatform: {
            id: string;
            name: string;
            description: string;
            category: string;
            /** @constant */
            authMethod: "API Key";
            documentationUrl: string;
            features: string[];
            pricing: string;
            popular: boolean;
            credentialFields: components["schemas"]["CredentialField"][];
            adapter: boolean;
        };
        IntegrationRequest: {
            id: number;
            userId: number | null;
            /** @description Filled in the admin list */
            requesterEmail: string | null;
            platformName: string;
            platformUrl: string;
            category: string;
            description: string | null;
            useCase: string | null;
            apiDocumentation: string | null;
            estimatedUsers: string | null;
            urgency: string | null;
            createdAt: components["schemas"]["Timestamp"];
        };
        /** @enum {string} */
        DeliveryStatus: "queued" | "delivering" | "delivered" | "retrying" | "failed" | "skipped";
        DeliveryChip: {
            id: number;
            integrationId: number;
            integrationName: string;
            integrationType: components["schemas"]["IntegrationType"];
            status: components["schemas"]["DeliveryStatus"];
        };
        Delivery: components["schemas"]["DeliveryFields"];
        DeliveryFields: {
            id: number;
            memberRequestId: number;
            memberName: string;
            integrationId: number;
            integrationName: string;
            integrationType: components["schemas"]["IntegrationType"];
            platform: string;
            status: components["schemas"]["DeliveryStatus"];
            attempts: number;
            lastError: string | null;
            lastStatusCode: number | null;
            nextAttemptAt: components["schemas"]["NullableTimestamp"];
            deliveredAt: components["schemas"]["NullableTimestamp"];
            createdAt: components["schemas"]["Timestamp"];
            approvedAt: components["schemas"]["NullableTimestamp"];
        };
        DeliveryDetail: components["schemas"]["DeliveryFields"] & {
            attemptLog: {
                attempt: number;
                startedAt: components["schemas"]["Timestamp"];
                durationMs: number;
                statusCode: number | null;
                outcome: string;
                message: string | null;
            }[];
        };
        Notification: {
            id: number;
            /**
             * @example integration_failed
             * @example extension_unhealthy
             */
            kind: string;
            title: string;
            body: string;
            link: string | null;
            readAt: components["schemas"]["NullableTimestamp"];
            createdAt: components["schemas"]["Timestamp"];
        };
        PrivacySettings: {
            eraseAfterDelivery: boolean;
            retentionDays: number | null;
        };
        AdminStats: {
            users: number;
            revenueLast30Days: number;
            activePlans: number;
            conversionRate: number | null;
            changes: {
                users: number | null;
                revenueLast30Days: number | null;
                activePlans: number | null;
                conversionRate: number | null;
            };
        };
        AdminAnalytics: {
            /** Format: date */
            from: string;
            /** Format: date */
            to: string;
            days: {
                /** Format: date */
                date: string;
                signups: number;
                orders: number;
                revenue: number;
            }[];
        };
        OutboxMessage: {
            id: number;
            toAddress: string;
            subject: string;
            textBody: string;
            htmlBody: string | null;
            /**
             * @example stored
             * @example sent
             * @example failed
             */
            status: string;
            attempts: number;
            lastError: string | null;
            sentAt: components["schemas"]["NullableTimestamp"];
            createdAt: components["schemas"]["Timestamp"];
        };
    };
    responses: {
        /** @description A redirect; `Location` says where */
        Redirect: {
            headers: {
                Location?: string;
                [name: string]: unknown;
            };
            content: {
                "text/plain": string;
            };
        };
        /** @description The request cannot be carried out as sent */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Not signed in, or the token is unknown, expired or revoked (`E_UNAUTHORIZED_ACCESS`) */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Signed in without the role or permission (`E_AUTHORIZATION_FAILURE`), or an API token without the ability the operation needs (`E_TOKEN_ABILITY`) */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description An API token without the ability the operation needs (`E_TOKEN_ABILITY`) */
        TokenRefused: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Only a signed-in session may do this; an API token is refused whatever it holds (`E_SESSION_REQUIRED`) */
        SessionRequired: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No such record among the caller's own (`E_NOT_FOUND`); another owner's id answers the same */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Invalid input (`E_VALIDATION_ERROR`), one entry per problem; a value the database refuses (out of range, not allowed) answers `E_INVALID_VALUE` without entries, and a plan taken off sale while it was being bought `E_PLAN_NOT_ON_SALE` */
        ValidationFailed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ValidationError"] | (components["schemas"]["Error"] & {
                    /** @enum {unknown} */
                    code?: "E_INVALID_VALUE" | "E_PLAN_NOT_ON_SALE";
                });
            };
        };
        /** @description Invalid input (`E_VALIDATION_ERROR`), including credentials that cannot make an address the platform owns (`apiKey` without a data centre, `credentials.dc`, `credentials.apiEndpoint`, an account URL off the vendor's domain or on a private network in `credentials.accountUrl`, `credentials.region`), checked before any call; or the platform refused the credentials or could not be reached (`E_CONNECTION_FAILED`, a sentence of ours with the status code in `message`, never the platform's own answer) */
        PlatformRefused: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Too many attempts; `Retry-After` says when to try again */
        TooManyRequests: {
            headers: {
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        Id: number;
        Provider: string;
        Platform: string;
        /** @description First and last index, inclusive (JSON) */
        Range: string;
        /** @description Field and order (JSON) */
        Sort: string;
        /**
         * @deprecated
         * @description First index; kept for one release: use `range`
         */
        Start: number;
        /**
         * @deprecated
         * @description Exclusive; kept for one release: use `range`
         */
        End: number;
        /**
         * @deprecated
         * @description Kept for one release: use `sort`
         */
        SortField: string;
        /**
         * @deprecated
         * @description Kept for one release: use `sort`
         */
        Order: "ASC" | "DESC" | "asc" | "desc";
        /**
         * @description One key per checkout attempt (a random UUID). The order is written as pending under it before the
         *     card reaches the payment processor; a repeat with the same key (a double click, a retry after a
         *     dropped connection) waits for the first and gets its answer, with `Idempotent-Replayed: true`,
         *     and charges nothing again. After an answered attempt (a decline) use a new key. Without the
         *     header each request is an attempt of its own.
         */
        IdempotencyKey: string;
    };
    requestBodies: {
        Decision: {
            content: {
                "application/json": {
                    reason?: string | null;
                };
            };
        };
        AutoApproval: {
            content: {
                "application/json": {
                    enabled?: boolean;
                    requireEmail?: boolean;
                    requiredKeywords?: components["schemas"]["KeywordListInput"];
                    blockedKeywords?: components["schemas"]["KeywordListInput"];
                    /** @description Approvals per hour; empty or invalid means 50 */
                    maxApprovalsPerHour?: unknown;
                    minAccountAgeDays?: number | null;
                    requireAllAnswers?: boolean;
                    requireRulesAgreement?: boolean;
                    requirePhone?: boolean;
                    allowedLocations?: components["schemas"]["KeywordListInput"];
                    blockedLocations?: components["schemas"]["KeywordListInput"];
                };
            };
        };
    };
    headers: {
        /** @description The page and the total: `<resource> <first>-<last>/<total>` */
        ContentRange: string;
        /** @description Seconds to wait before asking again */
        RetryAfter: number;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    health: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Healthy */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
            /** @description The database or the queue does not answer; `Retry-After` says when to ask again */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
        };
    };
    signup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    password: string;
                    firstName: string;
                    lastName: string;
                };
            };
        };
        responses: {
            /** @description The new account, signed in */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Signed in */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description Wrong email or password (`E_INVALID_CREDENTIALS`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The account is deactivated (`E_ACCOUNT_DEACTIVATED`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    requestPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                };
            };
        };
        responses: {
            /** @description Sent when the account exists */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description The password is changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignedOutEverywhere"];
                };
            };
            /** @description The token is invalid or expired (`E_INVALID_RESET_TOKEN`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    currentPassword?: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignedOutEverywhere"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["SessionRequired"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    verifyEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description The address is confirmed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example Your email address is confirmed. */
                        message: string;
                        /** Format: email */
                        email: string;
                    };
                };
            };
            /** @description The link is invalid, used or expired (`E_INVALID_VERIFICATION_LINK`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    resendVerificationEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sent (`sent` true), or the address is already confirmed (`sent` false) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        sent: boolean;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["SessionRequired"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listSignInProviders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Configured providers */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example google */
                        id: string;
                        /** @example Google */
                        name: string;
                    }[];
                };
            };
        };
    };
    currentUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signed-in user, or `{ "user": null }` for a visitor */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrentUser"] | components["schemas"]["Visitor"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A session request without a valid `X-XSRF-TOKEN` header (`E_BAD_CSRF_TOKEN`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    signOutRedirect: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            302: components["responses"]["Redirect"];
        };
    };
    signInChooser: {
        parameters: {
            query?: {
                /** @description A path on this site to come back to */
                returnTo?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            302: components["responses"]["Redirect"];
        };
    };
    signInWithProvider: {
        parameters: {
            query?: {
                returnTo?: string;
            };
            header?: never;
            path: {
                provider: components["parameters"]["Provider"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            302: components["responses"]["Redirect"];
            /** @description The server has no keys for this provider (`E_PROVIDER_NOT_CONFIGURED`) or there is no such provider */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    signInWithProviderCallback: {
        parameters: {
            query?: {
                code?: string;
                state?: string;
            };
            header?: never;
            path: {
                provider: components["parameters"]["Provider"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            302: components["responses"]["Redirect"];
            /** @description The server has no keys for this provider (`E_PROVIDER_NOT_CONFIGURED`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listTokens: {
        parameters: {
            query?: {
                /** @description First and last index, inclusive (JSON) */
                range?: components["parameters"]["Range"];
                /** @description Field and order (JSON) */
                sort?: components["parameters"]["Sort"];
                /** @description JSON: `{q?}` (a part of the name) */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Newest first */
            200: {
                headers: {
                    "Content-Range": components["headers"]["ContentRange"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Token"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    createToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /**
                     * @default full
                     * @enum {string}
                     */
                    access?: "read_only" | "full";
                    /**
                     * @description Admin routes too; only for super admins and admins
                     * @default false
                     */
                    admin?: boolean;
                    /** @description Never expires when left out (the web app and the CLI offer 90) */
                    expiresInDays?: number;
                };
            };
        };
        responses: {
            /** @description The token with its value */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewToken"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["SessionRequired"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    revokeToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Deleted"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Not one of the user's tokens (`E_NOT_FOUND`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listMemberRequests: {
        parameters: {
            query?: {
                /** @description First and last index, inclusive (JSON) */
                range?: components["parameters"]["Range"];
                /** @description Field and order (JSON) */
                sort?: components["parameters"]["Sort"];
                /** @description JSON: `{groupId?, status?: pending|approved|declined, from?, to?, q?}`; dates as 2024-05-31 or an ISO instant */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page */
            200: {
                headers: {
                    "Content-Range": components["headers"]["ContentRange"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberRequest"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    recentMemberRequests: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecentMemberRequest"][];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    exportMemberRequests: {
        parameters: {
            query?: {
                /** @description The list's filter (JSON) */
                filter?: string;
                /** @description Field and order (JSON) */
                sort?: components["parameters"]["Sort"];
                groupId?: number;
                status?: "pending" | "approved" | "declined";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV with a header row */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    decideMemberRequests: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: number[];
                    /** @enum {string} */
                    action: "approve" | "decline";
                    reason?: string | null;
                };
            };
        };
        responses: {
            /** @description The requests that changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        updated: number;
                        ids: number[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getMemberRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberRequestDetail"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    approveMemberRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["Decision"];
        responses: {
            /** @description The request */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberRequestDetail"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    declineMemberRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["Decision"];
        responses: {
            /** @description The request */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberRequestDetail"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    captureMemberRequests: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    facebookGroupId: string;
                    requests: components["schemas"]["CapturedRequest"][];
                };
            };
        };
        responses: {
            /** @description Every item was stored */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: components["schemas"]["CaptureResult"][];
                        rejected: components["schemas"]["CaptureRejection"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The Facebook group is not connected (`E_GROUP_NOT_CONNECTED`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The batch itself is invalid and nothing was stored (`ValidationError`), or some items could not be stored and the others were (`CapturePartlyRefused`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] | components["schemas"]["CapturePartlyRefused"] | (components["schemas"]["Error"] & {
                        /** @constant */
                        code?: "E_INVALID_VALUE";
                    });
                };
            };
        };
    };
    listExtensionActions: {
        parameters: {
            query?: {
                /** @description JSON: `{groupId?, facebookGroupId?}` */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Oldest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExtensionAction"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    reportExtensionAction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "done" | "failed";
                    error?: string | null;
                };
            };
        };
        responses: {
            /** @description The action's new state */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        status: components["schemas"]["ExtensionActionStatus"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    reportExtensionHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "unknown" | "ok" | "markup_changed" | "language_unsupported" | "error";
                    detail?: string | null;
                    version?: string;
                    /** Format: uri */
                    pageUrl?: string | null;
                };
            };
        };
        responses: {
            /** @description The extension's state as the dashboard shows it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExtensionStatus"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    extensionStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The state */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExtensionStatus"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    connectExtension: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The token, shown this once */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        token: string;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["SessionRequired"];
        };
    };
    extensionGroupSummary: {
        parameters: {
            query: {
                facebookGroupId: string;
                since: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The group (null when it is not connected) and the counts since `since` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExtensionSummary"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listGroups: {
        parameters: {
            query?: {
                /** @description First and last index, inclusive (JSON) */
                range?: components["parameters"]["Range"];
                /** @description Field and order (JSON) */
                sort?: components["parameters"]["Sort"];
                /** @description JSON: `{q?, isActive?, id?: []}` */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page */
            200: {
                headers: {
                    "Content-Range": components["headers"]["ContentRange"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Group"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    createGroup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description facebook.com/groups/<id or name>; required unless facebookGroupId is sent */
                    url?: string;
                    facebookGroupId?: string;
                    name?: string;
                    description?: string;
                };
            };
        };
        responses: {
            /** @description The group */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Group"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The plan's group limit is reached */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The group is already connected */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            422: components["responses"]["ValidationFailed"];
        };
    };
    getGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The group */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Group"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    updateGroupPut: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    description?: string | null;
                    isActive?: boolean;
                };
            };
        };
        responses: {
            /** @description The group */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Group"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    deleteGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Deleted"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    updateGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    description?: string | null;
                    isActive?: boolean;
                };
            };
        };
        responses: {
            /** @description The group */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Group"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    refreshGroupPicture: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The group with its picture */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Group"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The group is private or its picture needs permissions (`E_GROUP_PICTURE_PRIVATE`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not one of the owner's groups (`E_NOT_FOUND`), or not found on Facebook (`E_GROUP_NOT_ON_FACEBOOK`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Facebook had a technical issue (`E_FACEBOOK_UNAVAILABLE`) */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getWelcomeMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WelcomeMessage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    saveWelcomeMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    enabled?: boolean;
                    /** @description Required when enabled is true; placeholders {name}, {first-name}, {group-name}… */
                    message?: string;
                    personalizeWithName?: boolean;
                    tagNewMembers?: boolean;
                    /** @description A post in a Facebook group where new members are tagged; null or "" removes it */
                    welcomePostUrl?: string | null;
                    variants?: string[];
                    /** @description One of the owner's approved, active templates */
                    templateId?: number | null;
                };
            };
        };
        responses: {
            /** @description The settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WelcomeMessage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getAutoApproval: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rules */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AutoApprovalSettings"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    saveAutoApproval: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["AutoApproval"];
        responses: {
            /** @description The rules */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AutoApprovalSettings"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    previewAutoApproval: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["AutoApproval"];
        responses: {
            /** @description The decisions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AutoApprovalPreview"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listTemplates: {
        parameters: {
            query?: {
                /** @description First and last index, inclusive (JSON) */
                range?: components["parameters"]["Range"];
                /** @description Field and order (JSON) */
                sort?: components["parameters"]["Sort"];
                /** @description JSON: `{q?, category?, isApproved?, isActive?, id?: []}` */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The templates */
            200: {
                headers: {
                    "Content-Range": components["headers"]["ContentRange"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Template"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    createTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    template: string;
                    category?: components["schemas"]["TemplateCategory"];
                    description?: string | null;
                };
            };
        };
        responses: {
            /** @description The template */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Template"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The template */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Template"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    updateTemplatePut: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    template?: string;
                    category?: components["schemas"]["TemplateCategory"];
                    description?: string | null;
                    isActive?: boolean;
                };
            };
        };
        responses: {
            /** @description The template */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Template"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    deleteTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Deleted"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    updateTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    template?: string;
                    category?: components["schemas"]["TemplateCategory"];
                    description?: string | null;
                    isActive?: boolean;
                };
            };
        };
        responses: {
            /** @description The template */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Template"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    approveTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    version: number;
                };
            };
        };
        responses: {
            /** @description The approved template */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Template"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The caller's own template, without the permission to approve (`E_AUTHORIZATION_FAILURE`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            404: components["responses"]["NotFound"];
            /** @description The template was edited after the reviewer opened it (`E_TEMPLATE_CHANGED`); the message names its current version */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            422: components["responses"]["ValidationFailed"];
        };
    };
    validateSetup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Bodies of `POST /api/templates`, or with `id` of `PATCH /api/templates/{id}`; `isActive` on a new one is checked as the update that follows its creation. */
                    templates?: components["schemas"]["SetupTemplate"][];
                    /** @description Bodies of `POST /api/groups`, or with `id` of `PATCH /api/groups/{id}`, each with its rules and welcome message. */
                    groups?: components["schemas"]["SetupGroup"][];
                    /** @description Bodies of the create route of each kind, or with `id` of its update route (a sheet, which cannot be edited, is checked as a new one). */
                    integrations?: components["schemas"]["SetupIntegration"][];
                };
            };
        };
        responses: {
            /** @description Every write would pass */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        valid: true;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    dashboardStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figures */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardStats"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listPlans: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The plans */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Plan"][];
                };
            };
        };
    };
    createPlan: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    planType: string;
                    title: string;
                    /** @description Whole dollars: "$27", "27" or 27 */
                    price: string | number;
                    buttonText: string;
                    features: string[] | string;
                    isPopular?: boolean;
                    description?: string;
                    billingPeriod?: components["schemas"]["BillingPeriod"];
                    groupLimit?: number | null;
                    /** @description Left out: 7 days, none for one-time plans */
                    trialDays?: number;
                };
            };
        };
        responses: {
            /** @description The plan */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Plan"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updatePlanPut: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    planType?: string;
                    title?: string;
                    price?: string | number;
                    buttonText?: string;
                    features?: string[] | string;
                    isPopular?: boolean;
                    description?: string;
                    billingPeriod?: components["schemas"]["BillingPeriod"];
                    groupLimit?: number | null;
                    trialDays?: number;
                };
            };
        };
        responses: {
            /** @description The plan */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Plan"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updatePlan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    planType?: string;
                    title?: string;
                    price?: string | number;
                    buttonText?: string;
                    features?: string[] | string;
                    isPopular?: boolean;
                    description?: string;
                    billingPeriod?: components["schemas"]["BillingPeriod"];
                    groupLimit?: number | null;
                    trialDays?: number;
                };
            };
        };
        responses: {
            /** @description The plan */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Plan"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    quotePlan: {
        parameters: {
            query?: {
                plan?: string;
                billing?: "monthly" | "annual";
                country?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The quote */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Quote"];
                };
            };
            422: components["responses"]["ValidationFailed"];
        };
    };
    getOrderPageContent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The headings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderPageContent"];
                };
            };
        };
    };
    updateOrderPageContentPut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    mainHeading?: string;
                    subtitle?: string;
                };
            };
        };
        responses: {
            /** @description The headings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderPageContent"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updateOrderPageContent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    mainHeading?: string;
                    subtitle?: string;
                };
            };
        };
        responses: {
            /** @description The headings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderPageContent"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listAdminPlans: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The plans */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPlan"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    updateAdminPlanPut: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                planId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    price?: number;
                    billingPeriod?: components["schemas"]["BillingPeriod"];
                    description?: string;
                    trialDays?: number;
                    buttonText?: string;
                    isPopular?: boolean;
                    features?: string[] | string;
                };
            };
        };
        responses: {
            /** @description The plan */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPlan"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updateAdminPlan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                planId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    price?: number;
                    billingPeriod?: components["schemas"]["BillingPeriod"];
                    description?: string;
                    trialDays?: number;
                    buttonText?: string;
                    isPopular?: boolean;
                    features?: string[] | string;
                };
            };
        };
        responses: {
            /** @description The plan */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPlan"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    checkOrderDetails: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    /** @description A country name or code from the order page's list */
                    country: string;
                    marketingConsent?: boolean;
                };
            };
        };
        responses: {
            /** @description The details as the payment step will take them */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string;
                        country: string;
                        marketingConsent?: boolean;
                    };
                };
            };
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    placeOrder: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description One key per checkout attempt (a random UUID). The order is written as pending under it before the
                 *     card reaches the payment processor; a repeat with the same key (a double click, a retry after a
                 *     dropped connection) waits for the first and gets its answer, with `Idempotent-Replayed: true`,
                 *     and charges nothing again. After an answered attempt (a decline) use a new key. Without the
                 *     header each request is an attempt of its own.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    orderData: {
                        plan?: {
                            planType?: string;
                            name?: string;
                            billing?: string;
                        };
                        customer: {
                            /** Format: email */
                            email: string;
                            /** @description A country name or code from the order page's list */
                            country: string;
                            marketingConsent?: boolean;
                        };
                    };
                    paymentData: components["schemas"]["CardDetails"];
                };
            };
        };
        responses: {
            /** @description The order */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderReceipt"];
                };
            };
            /** @description The card was declined */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used for another purchase (`E_IDEMPOTENCY_KEY_REUSED`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            /** @description The payment processor did not answer (`E_GATEWAY_UNAVAILABLE`); the order stays pending, and a retry with the same key finishes it without a second charge */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    customerLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    orderId: string;
                };
            };
        };
        responses: {
            /** @description The order's purchaser and plan, for the customer dashboard */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
            /** @description No order matches (`E_INVALID_CREDENTIALS`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    sendAccountLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    orderId: string;
                };
            };
        };
        responses: {
            /** @description Sent */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sentTo: string;
                        accountExists: boolean;
                    };
                };
            };
            /** @description No order matches (`E_INVALID_CREDENTIALS`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The purchase is already in an account (`E_PURCHASE_CLAIMED`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    startCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    planType: string;
                    /** @enum {string} */
                    billing?: "monthly" | "annual";
                    /** @enum {string} */
                    flow: "public" | "owner";
                    /** Format: uuid */
                    visitorId: string;
                };
            };
        };
        responses: {
            /** @description Counted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    showPurchaseLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description The purchase behind the link */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PurchaseLink"];
                };
            };
            /** @description The link is invalid, used or expired (`E_INVALID_PURCHASE_LINK`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    setUpPurchaseAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    password: string;
                    firstName: string;
                    lastName: string;
                };
            };
        };
        responses: {
            /** @description The new account, signed in */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description The link is invalid, used or expired (`E_INVALID_PURCHASE_LINK`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An account already uses the address (`E_ACCOUNT_EXISTS`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    stripeWebhook: {
        parameters: {
            query?: never;
            header: {
                "Stripe-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Received (applied now, or already applied before) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        received: true;
                        duplicate: boolean;
                    };
                };
            };
            /** @description The signature does not match the payload and the secret, or is too old (`E_INVALID_SIGNATURE`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description STRIPE_WEBHOOK_SECRET is not set (`E_PROVIDER_NOT_CONFIGURED`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBilling: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The plan */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Billing"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listReceipts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The receipts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Receipt"][];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getReceipt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The receipt */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrintableReceipt"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    previewPlanChange: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlanChangeInput"];
            };
        };
        responses: {
            /** @description The change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlanChange"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description More groups are connected than the smaller plan allows (`E_PLAN_LIMIT`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing to change from or to (`E_BILLING_STATE`), with what to do instead */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            422: components["responses"]["ValidationFailed"];
        };
    };
    changePlan: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description One key per checkout attempt (a random UUID). The order is written as pending under it before the
                 *     card reaches the payment processor; a repeat with the same key (a double click, a retry after a
                 *     dropped connection) waits for the first and gets its answer, with `Idempotent-Replayed: true`,
                 *     and charges nothing again. After an answered attempt (a decline) use a new key. Without the
                 *     header each request is an attempt of its own.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlanChangeInput"];
            };
        };
        responses: {
            /** @description The change made, and the plan as it is now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        change: components["schemas"]["PlanChange"];
                        billing: components["schemas"]["Billing"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The saved card was declined (`E_PAYMENT_DECLINED`); the plan is unchanged */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More groups are connected than the smaller plan allows (`E_PLAN_LIMIT`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing to change from or to (`E_BILLING_STATE`), with what to do instead */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    cancelPlan: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The plan, set to end */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Billing"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Nothing to cancel (`E_BILLING_STATE`), with the reason */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    resumePlan: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The plan, renewing again */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Billing"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Nothing to resume (`E_BILLING_STATE`), with the reason */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    payAsOwner: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description One key per checkout attempt (a random UUID). The order is written as pending under it before the
                 *     card reaches the payment processor; a repeat with the same key (a double click, a retry after a
                 *     dropped connection) waits for the first and gets its answer, with `Idempotent-Replayed: true`,
                 *     and charges nothing again. After an answered attempt (a decline) use a new key. Without the
                 *     header each request is an attempt of its own.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CardDetails"] & {
                    planType: string;
                    /** @enum {string} */
                    billing?: "monthly" | "annual";
                    /** @description Accepted and not used */
                    planTitle?: unknown;
                    /** @description Accepted and not used; the server prices the plan */
                    amount?: unknown;
                    userId?: number;
                    /** Format: email */
                    email: string;
                    country: string;
                    subscribeToUpdates?: boolean;
                };
            };
        };
        responses: {
            /** @description The order and the subscription's new state */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckoutReceipt"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The card was declined */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used for another purchase (`E_IDEMPOTENCY_KEY_REUSED`), or a bought plan still runs on the account (`E_PLAN_IN_FORCE`; change plans on the Billing page) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            /** @description The payment processor did not answer (`E_GATEWAY_UNAVAILABLE`); the order stays pending, and a retry with the same key finishes it without a second charge */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The subscription */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Subscription"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listUnclaimedPurchases: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The purchases, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        emailVerified: boolean;
                        purchases: components["schemas"]["Purchase"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    claimPurchase: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    orderId?: string;
                    token?: string;
                };
            };
        };
        responses: {
            /** @description The purchase, now the account's plan */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        purchase: components["schemas"]["Purchase"];
                        subscription: components["schemas"]["Subscription"];
                    };
                };
            };
            /** @description The link is invalid, used or expired (`E_INVALID_PURCHASE_LINK`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The email is not verified (`E_EMAIL_NOT_VERIFIED`), or the link's purchase is for another address (`E_PURCHASE_FOR_ANOTHER_EMAIL`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            404: components["responses"]["NotFound"];
            /** @description A bought plan still runs on the account (`E_PLAN_IN_FORCE`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            422: components["responses"]["ValidationFailed"];
        };
    };
    oauthPopupScript: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description JavaScript */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/javascript": string;
                };
            };
        };
    };
    emailCatalogue: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        platforms: components["schemas"]["EmailPlatform"][];
                        supported: components["schemas"]["SupportedPlatform"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    smsCatalogue: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        platforms: components["schemas"]["SmsPlatform"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listEmailIntegrations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The integrations */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailIntegration"][];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    createEmailIntegration: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    platform: string;
                    apiKey: string;
                    listId?: string | null;
                    credentials?: components["schemas"]["Credentials"];
                    name?: string | null;
                    isActive?: boolean;
                    groupIds?: components["schemas"]["GroupIds"];
                    trigger?: components["schemas"]["Trigger"];
                };
            };
        };
        responses: {
            /** @description The integration */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailIntegration"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["PlatformRefused"];
        };
    };
    testEmailIntegration: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    platform: string;
                    apiKey: string;
                    listId?: string | null;
                    credentials?: components["schemas"]["Credentials"];
                };
            };
        };
        responses: {
            /** @description The key works */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConnectionOk"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["PlatformRefused"];
        };
    };
    updateEmailIntegrationPut: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    listId?: string | null;
                    isActive?: boolean;
                    groupIds?: components["schemas"]["GroupIds"];
                    trigger?: components["schemas"]["Trigger"];
                    apiKey?: string;
                    credentials?: components["schemas"]["Credentials"];
                };
            };
        };
        responses: {
            /** @description The integration */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailIntegration"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["PlatformRefused"];
        };
    };
    deleteEmailIntegration: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
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
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    updateEmailIntegration: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    listId?: string | null;
                    isActive?: boolean;
                    groupIds?: components["schemas"]["GroupIds"];
                    trigger?: components["schemas"]["Trigger"];
                    apiKey?: string;
                    credentials?: components["schemas"]["Credentials"];
                };
            };
        };
        responses: {
            /** @description The integration */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailIntegration"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["PlatformRefused"];
        };
    };
    startEmailOAuth: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                platform: components["parameters"]["Platform"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            302: components["responses"]["Redirect"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["SessionRequired"];
            404: components["responses"]["NotFound"];
            /** @description The server has no client credentials for the platform (`E_OAUTH_NOT_CONFIGURED`). The message says what the owner can do instead (connect with an API key, or ask whoever runs the server); only a super admin also gets `setup`, the variables that set the sign-in up. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthNotConfigured"];
                };
            };
        };
    };
    finishEmailOAuth: {
        parameters: {
            query?: {
                code?: string;
                state?: string;
            };
            header?: never;
            path: {
                platform: components["parameters"]["Platform"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page carrying `{type: OAUTH_SUCCESS, integrationId}` or `{type: OAUTH_ERROR, error}` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["SessionRequired"];
        };
    };
    requestIntegration: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    platformName: string;
                    /** Format: uri */
                    platformUrl: string;
                    category: components["schemas"]["PlatformCategory"];
                    description?: string | null;
                    useCase?: string | null;
                    /** Format: uri */
                    apiDocumentation?: string | null;
                    /** @enum {unknown} */
                    estimatedUsers?: "just-me" | "few" | "many" | "lots" | null;
                    /** @enum {unknown} */
                    urgency?: "low" | "medium" | "high" | "critical" | null;
                };
            };
        };
        responses: {
            /** @description The request */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IntegrationRequest"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listSmsIntegrations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The integrations */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SmsIntegration"][];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    createSmsIntegration: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    platform: string;
                    apiKey: string;
                    listId?: components["schemas"]["SmsListId"];
                    credentials?: components["schemas"]["Credentials"];
                    name?: string | null;
                    isActive?: boolean;
                    groupIds?: components["schemas"]["GroupIds"];
                    sendWelcomeSms?: boolean;
                };
            };
        };
        responses: {
            /** @description The integration */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SmsIntegration"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["PlatformRefused"];
        };
    };
    testSmsIntegration: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    platform: string;
                    apiKey: string;
                    listId?: components["schemas"]["SmsListId"];
                    credentials?: components["schemas"]["Credentials"];
                };
            };
        };
        responses: {
            /** @description The credentials work */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConnectionOk"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["PlatformRefused"];
        };
    };
    deleteSmsIntegration: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
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
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    updateSmsIntegration: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    listId?: components["schemas"]["SmsListId"];
                    isActive?: boolean;
                    groupIds?: components["schemas"]["GroupIds"];
                    sendWelcomeSms?: boolean;
                };
            };
        };
        responses: {
            /** @description The integration */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SmsIntegration"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["PlatformRefused"];
        };
    };
    listWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The webhooks */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhook"][];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /**
                     * Format: uri
                     * @description http or https, on a public address: a loopback, private, link-local or other non-public address (or a name resolving to one) is refused with 422
                     */
                    url: string;
                    isActive?: boolean;
                    groupIds?: components["schemas"]["GroupIds"];
                    trigger?: components["schemas"]["Trigger"];
                };
            };
        };
        responses: {
            /** @description The webhook with its secret */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhook"] & {
                        secret: string;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updateWebhookPut: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    /**
                     * Format: uri
                     * @description http or https, on a public address: a loopback, private, link-local or other non-public address (or a name resolving to one) is refused with 422
                     */
                    url?: string;
                    isActive?: boolean;
                    groupIds?: components["schemas"]["GroupIds"];
                    trigger?: components["schemas"]["Trigger"];
                };
            };
        };
        responses: {
            /** @description The webhook */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
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
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    updateWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    /**
                     * Format: uri
                     * @description http or https, on a public address: a loopback, private, link-local or other non-public address (or a name resolving to one) is refused with 422
                     */
                    url?: string;
                    isActive?: boolean;
                    groupIds?: components["schemas"]["GroupIds"];
                    trigger?: components["schemas"]["Trigger"];
                };
            };
        };
        responses: {
            /** @description The webhook */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    rotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new secret */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        secret: string;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    listSheets: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sheets */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SheetsIntegration"][];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    createSheet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    spreadsheetId: string;
                    /** @default Sheet1 */
                    sheetName?: string | null;
                    description?: string | null;
                    isActive?: boolean;
                    groupIds?: components["schemas"]["GroupIds"];
                };
            };
        };
        responses: {
            /** @description The sheet */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SheetsIntegration"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    deleteSheet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
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
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    retryFailedDeliveries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many were queued */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        queued: number;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    connectGoogle: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The popup page posting `{type: GOOGLE_AUTH_ERROR, error}` (Google sign-in is not set up) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            302: components["responses"]["Redirect"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["SessionRequired"];
        };
    };
    disconnectGoogle: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Disconnected */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    finishGoogle: {
        parameters: {
            query?: {
                code?: string;
                state?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The popup page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["SessionRequired"];
        };
    };
    googleStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The state */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        isConnected: boolean;
                        email: string | null;
                        needsReconnect: boolean;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listDeliveries: {
        parameters: {
            query?: {
                /** @description JSON with any of `status`, `integrationId` and `requestId` */
                filter?: string;
                /**
                 * @deprecated
                 * @description Kept for one release: use `filter`
                 */
                status?: components["schemas"]["DeliveryStatus"];
                /**
                 * @deprecated
                 * @description Kept for one release: use `filter`
                 */
                integrationId?: number;
                /**
                 * @deprecated
                 * @description Kept for one release: use `filter`
                 */
                requestId?: number;
                /** @description First and last index, inclusive (JSON) */
                range?: components["parameters"]["Range"];
                /** @description Field and order (JSON) */
                sort?: components["parameters"]["Sort"];
                /**
                 * @deprecated
                 * @description First index; kept for one release: use `range`
                 */
                _start?: components["parameters"]["Start"];
                /**
                 * @deprecated
                 * @description Exclusive; kept for one release: use `range`
                 */
                _end?: components["parameters"]["End"];
                /**
                 * @deprecated
                 * @description Kept for one release: use `sort`
                 */
                _sort?: components["parameters"]["SortField"];
                /**
                 * @deprecated
                 * @description Kept for one release: use `sort`
                 */
                _order?: components["parameters"]["Order"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page */
            200: {
                headers: {
                    "Content-Range": components["headers"]["ContentRange"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Delivery"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The delivery */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliveryDetail"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    retryDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The delivery, queued (or as it is when delivered or being delivered) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Delivery"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    listNotifications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The bell */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        unread: number;
                        items: components["schemas"]["Notification"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    readAllNotifications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The unread count, now 0 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        unread: number;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    readNotification: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The notification */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Notification"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    getPrivacySettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrivacySettings"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    updatePrivacySettingsPut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    eraseAfterDelivery?: boolean;
                    retentionDays?: number | null;
                };
            };
        };
        responses: {
            /** @description The settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrivacySettings"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updatePrivacySettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    eraseAfterDelivery?: boolean;
                    retentionDays?: number | null;
                };
            };
        };
        responses: {
            /** @description The settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrivacySettings"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    eraseMember: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                };
            };
        };
        responses: {
            /** @description How many requests were erased */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        erased: number;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    ownerAnalytics: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                groupId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figures */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Analytics"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    adminOutbox: {
        parameters: {
            query?: {
                /** @description First and last index, inclusive (JSON) */
                range?: components["parameters"]["Range"];
                /** @description Field and order (JSON) */
                sort?: components["parameters"]["Sort"];
                /** @description JSON: `{to?}` (a part of the address) */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Newest first */
            200: {
                headers: {
                    "Content-Range": components["headers"]["ContentRange"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OutboxMessage"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    adminIntegrationRequests: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IntegrationRequest"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    adminListUsers: {
        parameters: {
            query?: {
                /** @description First and last index, inclusive (JSON) */
                range?: components["parameters"]["Range"];
                /** @description Field and order (JSON) */
                sort?: components["parameters"]["Sort"];
                /** @description JSON: `{q?, id?, role?, plan?, status?, isActive?}`: q is a part of the name or email, plan a plan type (trial for the free trial), status the subscription status; other fields are refused. Newest first by default. */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The accounts */
            200: {
                headers: {
                    "Content-Range": components["headers"]["ContentRange"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUser"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    adminGetUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUser"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    adminUpdateUserPut: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description super_admin only when it is already the account's role
                     * @enum {string}
                     */
                    role?: "user" | "admin" | "super_admin";
                    permissions?: components["schemas"]["Permission"][];
                    isActive?: boolean;
                };
            };
        };
        responses: {
            /** @description The account */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUser"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    adminUpdateUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description super_admin only when it is already the account's role
                     * @enum {string}
                     */
                    role?: "user" | "admin" | "super_admin";
                    permissions?: components["schemas"]["Permission"][];
                    isActive?: boolean;
                };
            };
        };
        responses: {
            /** @description The account */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUser"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    adminChangeRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    role: "user" | "admin";
                    permissions?: components["schemas"]["Permission"][];
                };
            };
        };
        responses: {
            /** @description The account */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUser"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The account has not confirmed its email address, so it cannot be made an admin (`E_EMAIL_NOT_VERIFIED`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            422: components["responses"]["ValidationFailed"];
        };
    };
    adminChangeStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    isActive: boolean;
                };
            };
        };
        responses: {
            /** @description The account */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUser"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    adminListPlanRecords: {
        parameters: {
            query?: {
                /** @description First and last index, inclusive (JSON) */
                range?: components["parameters"]["Range"];
                /** @description Field and order (JSON) */
                sort?: components["parameters"]["Sort"];
                /** @description JSON: `{q?, id?, status?, billingPeriod?}`: q is a part of the plan type or title; other fields are refused. Newest first by default. */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The plans */
            200: {
                headers: {
                    "Content-Range": components["headers"]["ContentRange"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlanRecord"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    adminCreatePlanRecord: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    planType: string;
                    name: string;
                    /** @description Whole dollars: 27, "27" or "$27" */
                    price: string | number;
                    buttonText: string;
                    features: string[] | string;
                    isPopular?: boolean;
                    description?: string;
                    billingPeriod?: components["schemas"]["BillingPeriod"];
                    /** @description Left out: 7 days, none for one-time plans */
                    trialDays?: number;
                    /** @description null or left out is unlimited */
                    groupLimit?: number | null;
                    status?: components["schemas"]["SaleStatus"];
                };
            };
        };
        responses: {
            /** @description The plan */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlanRecord"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    adminGetPlanRecord: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                planId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The plan */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlanRecord"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    adminUpdatePlanRecordPut: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                planId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    planType?: string;
                    name?: string;
                    price?: string | number;
                    buttonText?: string;
                    features?: string[] | string;
                    isPopular?: boolean;
                    description?: string;
                    billingPeriod?: components["schemas"]["BillingPeriod"];
                    trialDays?: number;
                    groupLimit?: number | null;
                    status?: components["schemas"]["SaleStatus"];
                };
            };
        };
        responses: {
            /** @description The plan */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlanRecord"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    adminDeletePlanRecord: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                planId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The plan as it was */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlanRecord"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description Accounts or orders are on the plan (`E_PLAN_IN_USE`), or it is built in (`E_PLAN_BUILT_IN`); the message says what to do instead */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    adminUpdatePlanRecord: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                planId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    planType?: string;
                    name?: string;
                    price?: string | number;
                    buttonText?: string;
                    features?: string[] | string;
                    isPopular?: boolean;
                    description?: string;
                    billingPeriod?: components["schemas"]["BillingPeriod"];
                    trialDays?: number;
                    groupLimit?: number | null;
                    status?: components["schemas"]["SaleStatus"];
                };
            };
        };
        responses: {
            /** @description The plan */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlanRecord"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    adminListOrders: {
        parameters: {
            query?: {
                /** @description First and last index, inclusive (JSON) */
                range?: components["parameters"]["Range"];
                /** @description Field and order (JSON) */
                sort?: components["parameters"]["Sort"];
                /** @description JSON: `{q?, id?, plan?, status?, userId?}`: q is a part of the email, order ID or name; other fields are refused. Newest first by default. */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The orders */
            200: {
                headers: {
                    "Content-Range": components["headers"]["ContentRange"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminOrder"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    adminGetOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The order's numeric id (not its JF- order ID) */
                orderId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminOrder"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    adminListSubscriptions: {
        parameters: {
            query?: {
                /** @description First and last index, inclusive (JSON) */
                range?: components["parameters"]["Range"];
                /** @description Field and order (JSON) */
                sort?: components["parameters"]["Sort"];
                /** @description JSON: `{q?, id?, plan?, status?, userId?}`: q is a part of the email; other fields are refused. Newest first by default. */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The subscriptions */
            200: {
                headers: {
                    "Content-Range": components["headers"]["ContentRange"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSubscription"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    adminGetSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                subscriptionId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The subscription */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSubscription"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    adminStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figures */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminStats"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    adminAnalytics: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One entry per day */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminAnalytics"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
}
