export interface paths {
    "/.well-known/jwks.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Public keys that verify access tokens (RFC 7517). */
        get: operations["auth.jwks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/acp/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Product feed for agents in ACP's product shape, filtered by free text and optionally by merchant; paged. */
        get: operations["agentic.productFeed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/agentic_commerce/delegate_payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Vaults a card for one allowance (amount, currency, session, merchant, expiry); returns the single-use vt_ token. */
        post: operations["agentic.delegatePayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/admin/otp/send/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Queues a one-time password to an e-mail address. */
        post: operations["auth.adminOtpSendEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/admin/otp/send/mobile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Queues a one-time password to a mobile number by SMS. */
        post: operations["auth.adminOtpSendMobile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/admin/otp/validate/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Checks an e-mail one-time password; linked profiles may be marked e-mail verified. */
        post: operations["auth.adminOtpValidateEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/admin/otp/validate/mobile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Checks a mobile one-time password; linked profiles may be marked mobile verified. */
        post: operations["auth.adminOtpValidateMobile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/admin/token/generate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mints a token pair with the claims and access policies a partner vouches for. */
        post: operations["auth.adminTokenGenerate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/admin/token/generate/consumer/{consumerReference}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Issues a token pair for an existing consumer; 404 when the consumer is unknown. */
        post: operations["auth.adminTokenGenerateConsumer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/admin/token/generate/merchant/{merchantReference}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Issues a token pair for an existing merchant; 404 when the merchant is unknown. */
        post: operations["auth.adminTokenGenerateMerchant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/face-check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Counts faces in one image and reports quality problems (blur, exposure, mask, framing). */
        post: operations["auth.faceCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/liveness": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Grades 2 to 8 ordered face captures by the head's ranges of motion (yaw, pitch, roll); a consumer's result is recorded on it. */
        post: operations["auth.liveness"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Exchanges a username and password for a token pair; 401 carries the must-change/must-validate flags. */
        post: operations["auth.login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Invalidates the most recently active refresh token of the caller. */
        post: operations["auth.logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/otp/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends a new one-time password to the merchant's mobile number.
         * @description Also accepts the restricted token of a login that still has outstanding steps.
         */
        post: operations["auth.otpResend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/otp/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Checks the caller's one-time password and issues a token pair; 401 when invalid or expired.
         * @description Also accepts the restricted token of a login that still has outstanding steps.
         */
        post: operations["auth.otpValidate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/password/change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sets a new password (old password, or reset code for the anonymous flow) and issues a token pair.
         * @description Also accepts the restricted token of a login that still has outstanding steps.
         */
        post: operations["auth.passwordChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/password/forgot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends a temporary password when the account exists; same answer, no sooner than 3 s, either way. */
        post: operations["auth.passwordForgot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Exchanges a refresh token for a new token pair (rotation). */
        post: operations["auth.refresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/checkout_sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Opens a checkout session priced from the platform's products; capabilities in the answer are those both sides support. */
        post: operations["agentic.createCheckoutSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/checkout_sessions/{checkoutSessionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One checkout session; its order's status follows the payment. */
        get: operations["agentic.getCheckoutSession"];
        put?: never;
        /** Changes the line items or buyer of an open session and prices it again. */
        post: operations["agentic.updateCheckoutSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/checkout_sessions/{checkoutSessionId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancels an open checkout session; a completed or cancelled one answers 405. */
        post: operations["agentic.cancelCheckoutSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/checkout_sessions/{checkoutSessionId}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pays with a delegated vault token through the payments engine and creates the order. */
        post: operations["agentic.completeCheckoutSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/consumer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Updates the consumer named by the body's reference; returns the full profile. */
        put: operations["consumers.updateConsumer"];
        /** Registers a consumer profile. */
        post: operations["consumers.createConsumer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/consumer/account/bank-account/{bankAccountReference}/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Available and current balance of one of the caller's bank accounts. */
        get: operations["accounts.bankAccountBalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/consumer/account/bank-account/{bankAccountReference}/limit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Transaction limits of one of the caller's bank accounts. */
        get: operations["accounts.bankAccountLimits"];
        put?: never;
        /** Sets (or, with no amount, removes) one limit of a bank account per type and reset period. */
        post: operations["accounts.setBankAccountLimit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/consumer/account/card/stop": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stops one of the caller's cards, with an optional reason. */
        post: operations["accounts.stopCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/consumer/account/debit-order/dispute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Disputes debit orders already collected from the caller's account. */
        post: operations["accounts.disputeDebitOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/consumer/account/debit-order/stop": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stops future collections of the named debit orders. */
        post: operations["accounts.stopDebitOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/consumer/admin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Updates any consumer named by the body's reference; returns the full profile. */
        put: operations["consumers.adminUpdateConsumer"];
        /** Creates a consumer profile on a partner's behalf; returns the full profile. */
        post: operations["consumers.adminCreateConsumer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/consumer/admin/files/{consumerReference}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stores a KYC file (at most 4 MB decoded) for a consumer; the type comes from the file name. */
        post: operations["consumers.adminUploadFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/consumer/admin/files/{consumerReference}/{fileReference}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One KYC file of a consumer with its base64 content. */
        get: operations["consumers.adminGetFile"];
        put?: never;
        post?: never;
        /** Deletes a KYC file of a consumer. */
        delete: operations["consumers.adminDeleteFile"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/consumer/admin/kyc/reject/{consumerReference}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Moves the consumer's KYC status summary to Rejected. */
        put: operations["consumers.adminKycReject"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/consumer/admin/kyc/verify/{consumerReference}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Moves the consumer's KYC status summary to Verified. */
        put: operations["consumers.adminKycVerify"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/consumer/admin/{consumerReference}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ours (not in the interface): any consumer's full profile by its reference; 404 when unknown. */
        get: operations["consumers.adminGetConsumer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/consumer/files/{fileReference}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A file through its retrieval URL; query parameters fill its [token] placeholders, missing ones become empty. */
        get: operations["consumers.getFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/consumer/files/{fileReference}/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Asks the file's configured e-mail delivery URL to send it to an address. */
        post: operations["consumers.emailFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/consumer/files/{fileReference}/sms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Asks the file's configured SMS delivery URL to send it to a mobile number. */
        post: operations["consumers.smsFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Client content bundle: app name, document list with URLs, support links, content version. */
        get: operations["content.bundle"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/content/contact-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Support e-mail, phone (E.164), hours and postal address. */
        get: operations["content.contactDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/content/faq": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Frequently asked questions as JSON questions, an HTML page or markdown (?format=json|html|md). */
        get: operations["content.faq"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/content/help": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The help guide as JSON sections, an HTML page or markdown (?format=json|html|md). */
        get: operations["content.help"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/content/privacy-policy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The privacy policy as JSON sections, an HTML page or markdown (?format=json|html|md). */
        get: operations["content.privacyPolicy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/content/terms-of-use": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The terms of use as JSON sections, an HTML page or markdown (?format=json|html|md). */
        get: operations["content.termsOfUse"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/docs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The OpenAPI document rendered as one self-contained HTML page (Redoc, nothing loaded from elsewhere). */
        get: operations["contract.docs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Checks the table, bucket, queues and workflow engine in parallel; 200 even when unhealthy. */
        get: operations["system.health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/logging": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Client log intake: entries go to the structured log at their level, redacted. */
        post: operations["system.logging"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/lookup/address": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Country, time zone and nearest city of a latitude/longitude, and which address fields stay unknown. */
        get: operations["lookups.address"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/lookup/address/{digitalAddress}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Region and postcode of a Ghana Post GPS digital address; coordinates are not decoded offline. */
        get: operations["lookups.digitalAddress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/lookup/bank": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Banks with SWIFT and national bank codes; ?country=<alpha-3> narrows to one country. */
        get: operations["lookups.bank"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/lookup/card-issuer-country": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Issuer country of a card from its 6-digit BIN (never more digits); isAvailable false when unknown. */
        get: operations["lookups.cardIssuerCountry"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/lookup/country": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Countries this environment serves (ENABLED_COUNTRIES): ISO 3166-1 codes, names and dialing codes. */
        get: operations["lookups.country"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/lookup/country/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every ISO 3166-1 country: alpha-2, alpha-3 and numeric codes, name, dialing code. */
        get: operations["lookups.countryAll"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/lookup/currency": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Currencies this environment serves (ENABLED_CURRENCIES), with ISO 4217 numeric code and minor units. */
        get: operations["lookups.currency"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/lookup/currency/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every ISO 4217 currency we accept, with numeric code and minor units. */
        get: operations["lookups.currencyAll"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/lookup/language": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Languages this environment serves (ENABLED_LANGUAGES), as ISO 639-2 codes and names. */
        get: operations["lookups.language"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/lookup/language/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every ISO 639-2 language: terminology and bibliographic codes, ISO 639-1 code, name. */
        get: operations["lookups.languageAll"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/lookup/merchant-category": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** ISO 18245 merchant category codes with names, descriptions and their group. */
        get: operations["lookups.merchantCategory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/lookup/merchant-category-groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The merchant category groups, each with the codes of its categories. */
        get: operations["lookups.merchantCategoryGroups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/lookup/mobile-wallet-operator": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Mobile money operators with their country and currency. */
        get: operations["lookups.mobileWalletOperator"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/lookup/product-type": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Product types a merchant product can have, with descriptions and display groups. */
        get: operations["lookups.productType"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/lookup/transaction-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Payment and transaction statuses: code, name, description, whether final, and the statuses each may move to. */
        get: operations["lookups.transactionStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Updates the caller's merchant profile; product assignments are left unchanged. */
        put: operations["merchants.updateMerchant"];
        /** Registers a merchant profile for the caller. */
        post: operations["merchants.createMerchant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/admin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Updates any merchant named by the body's reference, including product assignments and settlement account. */
        put: operations["merchants.adminUpdateMerchant"];
        /** Creates a merchant (name, category code and currency required), optionally with its first bank account. */
        post: operations["merchants.adminCreateMerchant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/admin/balance/{merchantReference}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ours (not in the interface): a merchant's balance per currency (what the platform owes it), from the ledger. */
        get: operations["merchants.adminMerchantBalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/admin/lookup/attribute/{attribute}/{attributeValue}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A merchant by the value of one of its attributes. */
        get: operations["merchants.adminLookupAttribute"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/admin/lookup/shortcode/{shortCode}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A merchant by its short code (USSD/QR identifier). */
        get: operations["merchants.adminLookupShortcode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/admin/lookup/terminal/{terminalReference}/{merchantSource}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The merchant owning a terminal, named by UUID or by the source system's reference. */
        get: operations["merchants.adminLookupTerminal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/admin/lookup/wallet/{msisdn}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Merchants linked to a mobile wallet number. */
        get: operations["merchants.adminLookupWallet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/admin/payout/{merchantReference}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ours (not in the interface): pays part of a merchant's balance out to its bank account, as a payment; returns its reference. */
        post: operations["merchants.adminPayout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/admin/terminal/telemetry/{merchantReference}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Latest telemetry of a merchant's terminals, optionally only the named ones. */
        get: operations["merchants.adminMerchantTelemetry"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/admin/terminal/telemetry/{merchantReference}/{terminalReference}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Latest telemetry of one terminal; 404 when the merchant, terminal or data is absent. */
        get: operations["merchants.adminTerminalTelemetry"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/admin/{merchantReference}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ours (not in the interface): any merchant's full profile by its reference, as the updates answer it; 404 when unknown. */
        get: operations["merchants.adminGetMerchant"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ours (not in the interface): the calling merchant's balance per currency (what the platform owes it), from the ledger. */
        get: operations["merchants.merchantBalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/employee/passcode-reminder/{employeeReference}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reminds an employee of their passcode; returns the merchant's full profile, 404 for an unknown employee. */
        get: operations["merchants.passcodeReminder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/lookup/{merchantReference}/{merchantSource}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A merchant by its reference in a source system; not available in production. */
        get: operations["merchants.lookupExternal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/payment/form/offline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Hosted payment form (an HTML page) from a signed offline link (?x=ClientTimestamp|Reference|AmountInCents|ClientReference|Signature). */
        get: operations["payments.offlinePaymentForm"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/payment/form/{terminalOrMerchantOrQrCodeReference}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Hosted payment form (an HTML page) for a terminal, merchant or QR bill; opens a single-use form session. */
        get: operations["payments.paymentForm"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/payout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ours (not in the interface): pays part of the calling merchant's balance out to its bank account, as a payment; returns its reference. */
        post: operations["merchants.payout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/product": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's products, owned and assigned (isAssigned tells them apart). */
        get: operations["products.listProducts"];
        /** Updates one of the caller's products; 404 when it does not exist. */
        put: operations["products.updateProduct"];
        /** Creates a product for the caller (name and product type required). */
        post: operations["products.createProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/product/admin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Updates any product named by the body's reference; 404 when it does not exist. */
        put: operations["products.adminUpdateProduct"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/product/admin/assignable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Products that can be assigned to merchants: active, not deleted, in no catalog. */
        get: operations["products.adminListAssignable"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/product/admin/catalog": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All product catalogs with their products. */
        get: operations["products.adminListCatalogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/product/admin/{merchantReference}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A merchant's products, owned and assigned. */
        get: operations["products.adminListProducts"];
        put?: never;
        /** Creates a product for a merchant. */
        post: operations["products.adminCreateProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/product/details/{productReference}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product by reference. */
        get: operations["products.productDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/product/lookup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Active products of all merchants, with their type and merchant. */
        get: operations["products.lookupProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchant/terminal/telemetry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ours (not in the interface): a token of the terminal's merchant reports the terminal's telemetry; answers the latest stored. */
        post: operations["merchants.reportTerminalTelemetry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/notification/email/{paymentReference}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends the consumer or merchant receipt of a payment by e-mail, with a named or the default template.
         * @description Also accepts the session token of a hosted payment form page, for that session and its payment only. Callable from any origin (CORS: `Access-Control-Allow-Origin: *`, no credentials; the preflight allows Authorization, Content-Type, Idempotency-Key), so the page can be served from the merchant's own site.
         */
        post: operations["payments.emailReceipt"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/notification/sms/{paymentReference}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends the consumer or merchant receipt of a payment by SMS. */
        post: operations["payments.smsReceipt"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/notifications/admin/messages/consumer/{consumerReference}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Messages of one consumer, visible or not, newest first, paged (pageSize, beforeReference). */
        get: operations["notifications.adminListConsumerMessages"];
        put?: never;
        /** Creates an in-app message for one consumer. */
        post: operations["notifications.adminCreateConsumerMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/notifications/admin/messages/merchant/{merchantReference}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Messages of one merchant, visible or not, newest first, paged (pageSize, beforeReference). */
        get: operations["notifications.adminListMerchantMessages"];
        put?: never;
        /** Creates an in-app message for one merchant. */
        post: operations["notifications.adminCreateMerchantMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/notifications/admin/messages/{messageReference}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Any message by reference. */
        get: operations["notifications.adminGetMessage"];
        put?: never;
        post?: never;
        /** Deletes any message. */
        delete: operations["notifications.adminDeleteMessage"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/notifications/admin/messages/{messageReference}/read": {
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
        /** Marks any message read and sets its read date. */
        patch: operations["notifications.adminMarkMessageRead"];
        trace?: never;
    };
    "/v1/notifications/admin/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All message templates with their message counts. */
        get: operations["notifications.adminListTemplates"];
        put?: never;
        /** Creates a message template; its messages are generated in the background for the audience the filters select (progress on the template). */
        post: operations["notifications.adminCreateTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/notifications/admin/templates/{templateReference}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One message template. */
        get: operations["notifications.adminGetTemplate"];
        put?: never;
        post?: never;
        /** Deletes a template and, in the background, every message generated from it. */
        delete: operations["notifications.adminDeleteTemplate"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/notifications/admin/templates/{templateReference}/dates": {
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
        /** Changes the visibility window of a template now and of its messages in the background. */
        patch: operations["notifications.adminTemplateDates"];
        trace?: never;
    };
    "/v1/notifications/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Messages of the authenticated consumer or merchant visible now, newest first, paged (pageSize, beforeReference). */
        get: operations["notifications.listMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/notifications/messages/{messageReference}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the caller's messages. */
        get: operations["notifications.getMessage"];
        put?: never;
        post?: never;
        /** Deletes one of the caller's messages. */
        delete: operations["notifications.deleteMessage"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/notifications/messages/{messageReference}/read": {
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
        /** Marks one of the caller's messages read and sets its read date. */
        patch: operations["notifications.markMessageRead"];
        trace?: never;
    };
    "/v1/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This OpenAPI 3.1 document, generated from the route table (npm run openapi). */
        get: operations["contract.openapi"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submits a payment from one or more sources to one or more destinations; returns its reference.
         * @description Also accepts the session token of a hosted payment form page, for that session and its payment only. Callable from any origin (CORS: `Access-Control-Allow-Origin: *`, no credentials; the preflight allows Authorization, Content-Type, Idempotency-Key), so the page can be served from the merchant's own site.
         */
        post: operations["payments.pay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/pay/receipt/{paymentReference}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Receipt of a payment: its status plus line items. */
        get: operations["payments.paymentReceipt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/pay/status/qrpayment/{billReference}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Progress of the payment of a QR bill; polls closer than 1 s apart get the cached answer. */
        get: operations["payments.qrPaymentStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/pay/status/{paymentReference}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Progress of a payment; polls closer than 1 s apart get the cached answer.
         * @description Also accepts the session token of a hosted payment form page, for that session and its payment only. Callable from any origin (CORS: `Access-Control-Allow-Origin: *`, no credentials; the preflight allows Authorization, Content-Type, Idempotency-Key), so the page can be served from the merchant's own site.
         */
        get: operations["payments.paymentStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/ping": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness probe; answers "pong". */
        get: operations["system.ping"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/qr/decode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Decodes QR data into its EMV parts, scheme fields and warnings; the type is detected automatically. */
        get: operations["qr.decode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/qr/generate/dynamic": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** QR payload for one invoice and amount at a terminal, in the requested scheme. */
        post: operations["qr.generateDynamic"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/qr/generate/emv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** EMV QR code from its description (the shape decode answers), as a base64 PNG (optionally with a logo), SVG or the payload text. */
        post: operations["qr.generateEmv"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/transaction/confirm/{transactionReference}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirms (true) or cancels (false) a transaction waiting for confirmation.
         * @description Also accepts the session token of a hosted payment form page, for that session and its payment only. Callable from any origin (CORS: `Access-Control-Allow-Origin: *`, no credentials; the preflight allows Authorization, Content-Type, Idempotency-Key), so the page can be served from the merchant's own site.
         */
        post: operations["payments.transactionConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/transaction/pin/{transactionReference}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Supplies the PIN or voucher code a transaction waits for; the payment resumes asynchronously.
         * @description Also accepts the session token of a hosted payment form page, for that session and its payment only. Callable from any origin (CORS: `Access-Control-Allow-Origin: *`, no credentials; the preflight allows Authorization, Content-Type, Idempotency-Key), so the page can be served from the merchant's own site.
         */
        post: operations["payments.transactionPin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/validate/qr": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Whether a scanned QR code can be paid here, and which schemes are supported. */
        post: operations["qr.validate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/version": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Environment, package version, implemented modules, rail plugins and enabled extensions. */
        get: operations["system.version"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/wallet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ours (not in the interface): the wallets of the token's consumer and merchant, each with its ledger balance. */
        get: operations["wallets.listWallets"];
        put?: never;
        /** Ours (not in the interface): a wallet for the token's consumer or merchant in one currency (one per owner and currency). */
        post: operations["wallets.createWallet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/wallet/admin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ours (not in the interface): a wallet for the named consumer or merchant in one currency. */
        post: operations["wallets.adminCreateWallet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/wallet/admin/{walletReference}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ours (not in the interface): any wallet with its ledger balance, for admin. */
        get: operations["wallets.adminGetWallet"];
        /** Ours (not in the interface): freezes (isActive false: no payment may use it) or frees a wallet; its money stays. */
        put: operations["wallets.adminUpdateWallet"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/wallet/{walletReference}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ours (not in the interface): one wallet with its ledger balance, for its owner (anyone else: 404). */
        get: operations["wallets.getWallet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhook/admin/secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reads or rotates the secret that signs a receiver's payment webhooks (Standard Webhooks); ours, not the interface's. */
        post: operations["webhooks.adminSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Starts a full or partial refund, at most the amount the source transaction sourced. */
        post: operations["refunds.refund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/refund/merchant/external-card": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Records a refund a card terminal already processed, from the terminal's transaction record. */
        post: operations["refunds.externalCardRefund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/refund/receipt/{refundReference}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Receipt of a refund with the original payment's receipt. */
        get: operations["refunds.refundReceipt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/refund/status/{refundReference}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Progress and amounts of a refund. */
        get: operations["refunds.refundStatus"];
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
            /** @constant */
            success: false;
            error: {
                code: string;
                message: string;
                details: {
                    field: string;
                    reason: string;
                }[];
                requestId: string;
            };
            result?: {
                [key: string]: unknown;
            };
        };
        FurtherStepsError: {
            /** @constant */
            success: false;
            error: {
                code: string;
                message: string;
                details: {
                    field: string;
                    reason: string;
                }[];
                requestId: string;
            };
            result?: {
                mustChangePassword: boolean;
                mustValidatePhoneNumber: boolean;
                mustValidateEmailAddress: boolean;
                accessToken: string;
                accessTokenValidForSeconds: number;
            };
        };
        AcpError: {
            /** @enum {string} */
            type: "invalid_request" | "processing_error" | "service_unavailable";
            code: string;
            message: string;
            param?: string;
            supported_versions?: string[];
        };
    };
    responses: {
        /** @description VALIDATION_FAILED naming each bad field, or MALFORMED_JSON. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description UNAUTHORIZED: the token is missing, invalid or expired. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description FORBIDDEN (the token's claims or policies do not allow it) or INVALID_API_KEY. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description NOT_FOUND: the referenced item does not exist or is not the caller's. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description CONFLICT: the request clashes with the current state (a duplicate, a reused key). */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description GONE: what the request uses has expired (a payment form session or link). */
        Gone: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description PAYLOAD_TOO_LARGE: the body exceeds the route's limit. */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description UNSUPPORTED_MEDIA_TYPE: bodies must be JSON. */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description UNPROCESSABLE or INSUFFICIENT_FUNDS: well-formed but refused by a business rule. */
        Unprocessable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description TOO_MANY_REQUESTS or QUOTA_EXCEEDED; Retry-After says when to try again. */
        TooManyRequests: {
            headers: {
                /** @description Seconds to wait before trying again. */
                "Retry-After"?: string;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description INTERNAL: nothing internal is revealed; quote the request id. */
        Internal: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description BAD_GATEWAY: a service the platform hands the request to did not take it (a delivery service), or the endpoint failed at the gateway. */
        BadGateway: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description SERVICE_UNAVAILABLE: the work could not be started or handed on just now; nothing was done. Retry-After says when to send it again. */
        ServiceUnavailable: {
            headers: {
                /** @description Seconds to wait before trying again. */
                "Retry-After"?: string;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Not modified: If-None-Match named the current ETag. No body. */
        NotModified: {
            headers: {
                ETag: components["headers"]["ETag"];
                "Cache-Control": components["headers"]["CacheControl"];
                [name: string]: unknown;
            };
            content?: never;
        };
        /** @description INVALID_CREDENTIALS, or FURTHER_STEPS_REQUIRED with `result`: the outstanding steps and a restricted access token that only the routes completing them accept. */
        UnauthorizedFurtherSteps: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["FurtherStepsError"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: {
        /** @description The hash of the content; it changes only with a deployment. */
        ETag: string;
        /** @description May be kept five minutes, then revalidated with If-None-Match. */
        CacheControl: "public, max-age=300";
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    "auth.jwks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/jwk-set+json": unknown;
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "agentic.productFeed": {
        parameters: {
            query?: {
                q?: string;
                merchant_reference?: string;
                limit?: string;
                offset?: string;
            };
            header: {
                /** @description ACP version; another or none is 400 with supported_versions. */
                "API-Version": "2026-04-17";
                /** @description Echoed in the Request-Id response header. */
                "Request-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        version: string;
                        products: {
                            id: string;
                            title: string;
                            description?: {
                                plain: string;
                            };
                            variants: {
                                id: string;
                                title: string;
                                description?: {
                                    plain: string;
                                };
                                price?: {
                                    amount: number;
                                    currency: string;
                                };
                                availability: {
                                    available: boolean;
                                    status: string;
                                };
                                categories: {
                                    value: string;
                                    taxonomy: string;
                                }[];
                                seller: {
                                    name: string;
                                };
                            }[];
                        }[];
                        total: number;
                    };
                };
            };
            /** @description ACP error object. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcpError"];
                };
            };
            /** @description ACP error object. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcpError"];
                };
            };
            /** @description ACP error object. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcpError"];
                };
            };
            /** @description ACP error object. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcpError"];
                };
            };
            /** @description ACP error object. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcpError"];
                };
            };
        };
    };
    "agentic.delegatePayment": {
        parameters: {
            query?: never;
            header: {
                /** @description ACP version; another or none is 400 with supported_versions. */
                "API-Version": "2026-04-17";
                /** @description Echoed in the Request-Id response header. */
                "Request-Id"?: string;
                /** @description A replay answers the stored response with Idempotent-Replayed: true; another body 422, in flight 409. */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    payment_method: {
                        /** @constant */
                        type: "card";
                        /** @enum {string} */
                        card_number_type: "fpan" | "network_token";
                        number: string;
                        exp_month: string;
                        exp_year: string;
                        name?: string;
                        cvc?: string;
                        cryptogram?: string;
                        eci_value?: string;
                        checks_performed?: ("avs" | "cvv" | "ani" | "auth0")[];
                        iin?: string;
                        /** @enum {string} */
                        display_card_funding_type: "credit" | "debit" | "prepaid";
                        display_wallet_type?: string;
                        display_brand?: string;
                        display_last4?: string;
                        metadata: {
                            [key: string]: string;
                        };
                        virtual?: boolean;
                    };
                    allowance: {
                        /** @constant */
                        reason: "one_time";
                        max_amount: number;
                        currency: string;
                        checkout_session_id: string;
                        merchant_id: string;
                        /** Format: date-time */
                        expires_at: string;
                    };
                    billing_address?: {
                        name: string;
                        line_one: string;
                        line_two?: string;
                        city: string;
                        state: string;
                        country: string;
                        postal_code: string;
                    };
                    risk_signals: {
                        /** @constant */
                        type: "card_testing";
                        score: number;
                        /** @enum {string} */
                        action: "blocked" | "manual_review" | "authorized";
                    }[];
                    metadata: {
                        [key: string]: string;
                    };
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        created: string;
                        metadata: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description ACP error object. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcpError"];
                };
            };
            /** @description ACP error object. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcpError"];
                };
            };
            /** @description ACP error object. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcpError"];
                };
            };
            /** @description ACP error object. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcpError"];
                };
            };
            /** @description ACP error object. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcpError"];
                };
            };
            /** @description ACP error object. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcpError"];
                };
            };
            /** @description ACP error object. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcpError"];
                };
            };
            /** @description ACP error object. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcpError"];
                };
            };
            /** @description ACP error object. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcpError"];
                };
            };
        };
    };
    "auth.adminOtpSendEmail": {
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
                    emailAddress: string;
                    fullName?: string | null;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "auth.adminOtpSendMobile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    mobileNumber: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "auth.adminOtpValidateEmail": {
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
                    emailAddress: string;
                    otpValue: string;
                    reference: string | null;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "auth.adminOtpValidateMobile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    mobileNumber: string;
                    otpValue: string;
                    reference: string | null;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "auth.adminTokenGenerate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    expiryInSeconds?: number | null;
                    claims?: {
                        UserReference?: string;
                        ConsumerReference?: string;
                        MerchantReference?: string;
                        BusinessReference?: string;
                        TerminalReference?: string;
                        Name?: string;
                        LoginName?: string;
                        DateOfBirth?: string;
                        MobileNumber?: string;
                        EmailAddress?: string;
                        AccessPolicy?: string;
                        CanUseCashSource?: string;
                        CanUseDoNotProcess?: string;
                        CanDisableThreeDSecure?: string;
                        CanDisableConfirmation?: string;
                        MaxTotalSourceAmountInCents?: string;
                        MaxTotalDestinationAmountInCents?: string;
                        OverrideSourcePluginName?: string;
                        OverrideSourcePluginSettingsName?: string;
                        OverrideDestinationPluginName?: string;
                        OverrideDestinationPluginSettingsName?: string;
                        AllowedCurrencies?: string;
                        RedirectAction?: string;
                        PaymentRequestWasRouted?: string;
                    } | null;
                    accessPolicies?: string[] | null;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            accessToken: string;
                            refreshToken: string;
                            accessTokenValidForSeconds: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "auth.adminTokenGenerateConsumer": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                consumerReference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            accessToken: string;
                            refreshToken: string;
                            accessTokenValidForSeconds: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "auth.adminTokenGenerateMerchant": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                merchantReference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            accessToken: string;
                            refreshToken: string;
                            accessTokenValidForSeconds: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "auth.faceCheck": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: base64 */
                    base64Image: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            faceCount: number;
                            containsNoise: boolean;
                            isLowQuality: boolean;
                            isOverExposed: boolean;
                            isUnderExposed: boolean;
                            isBlurry: boolean;
                            isWearingMask: boolean;
                            foreheadNotIncluded: boolean;
                            eyesNotIncluded: boolean;
                            mouthNotIncluded: boolean;
                            problems: string[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "auth.liveness": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    base64Images: string[];
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        /** @enum {string} */
                        result: "None" | "OneRangeOfMotion" | "MultipleRangesOfMotion" | "AllRangesOfMotion";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "auth.login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            accessToken: string;
                            refreshToken: string;
                            accessTokenValidForSeconds: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["UnauthorizedFurtherSteps"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "auth.logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "auth.otpResend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "auth.otpValidate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    otpValue: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            accessToken: string;
                            refreshToken: string;
                            accessTokenValidForSeconds: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["UnauthorizedFurtherSteps"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "auth.passwordChange": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    newPassword: string;
                    oldPassword?: string | null;
                    resetCode?: string | null;
                    userReference?: string | null;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            accessToken: string;
                            refreshToken: string;
                            accessTokenValidForSeconds: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["UnauthorizedFurtherSteps"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "auth.passwordForgot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "auth.refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            accessToken: string;
                            refreshToken: string;
                            accessTokenValidForSeconds: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "agentic.createCheckoutSession": {
        parameters: {
            query?: never;
            header: {
                /** @description ACP version; another or none is 400 with supported_versions. */
                "API-Version": "2026-04-17";
                /** @description Echoed in the Request-Id response header. */
                "Request-Id"?: string;
                /** @description A replay answers the stored response with Idempotent-Replayed: true; another body 422, in flight 409. */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    buyer?: {
                        first_name?: string;
                        last_name?: string;
                        full_name?: string;
                        /** Format: email */
                        email: string;
                        phone_number?: string;
                        customer_id?: string;
                        /** @enum {string} */
                        account_type?: "guest" | "registered" | "business";
                        /** @enum {string} */
                        authentication_status?: "authenticated" | "guest" | "requires_signin";
                        company?: {
                            name: string;
                            tax_id?: string;
                            department?: string;
                            cost_center?: string;
                        };
                        loyalty?: {
                            tier?: string;
                            points_balance?: number;
                            member_since?: string;
                        };
                        tax_exemption?: {
                            certificate_id: string;
                            /** @enum {string} */
                            certificate_type: "resale" | "exempt_organization" | "government";
                            exempt_regions?: string[];
                            expires_at?: string;
                        };
                    };
                    line_items: {
                        id: string;
                        name?: string;
                        unit_amount?: number;
                        quantity?: number;
                    }[];
                    currency: string;
                    fulfillment_details?: {
                        [key: string]: unknown;
                    };
                    capabilities: {
                        payment?: {
                            [key: string]: unknown;
                        };
                        interventions?: {
                            supported?: ("3ds" | "biometric" | "address_verification")[];
                            required?: ("3ds" | "biometric")[];
                            /** @enum {string} */
                            enforcement?: "always" | "conditional" | "optional";
                            /** @enum {string} */
                            display_context?: "native" | "webview" | "modal" | "redirect";
                            /** @enum {string} */
                            redirect_context?: "in_app" | "external_browser" | "none";
                            max_redirects?: number;
                            max_interaction_depth?: number;
                        };
                        extensions?: (string | {
                            [key: string]: unknown;
                        })[];
                    };
                    fulfillment_groups?: {
                        [key: string]: unknown;
                    }[];
                    affiliate_attribution?: {
                        [key: string]: unknown;
                    };
                    coupons?: string[];
                    discounts?: {
                        codes: string[];
                    };
                    locale?: string;
                    timezone?: string;
                    quote_id?: string;
                    metadata?: {
                        [key: string]: unknown;
                    };
                    order_notes?: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        protocol: {
                            version: string;
                        };
                        capabilities: {
                            payment: {
                                handlers: {
                                    id: string;
                                    name: string;
                                    display_name: string;
                                    version: string;
                                    spec: string;
                                    requires_delegate_payment: boolean;
                                    requires_pci_compliance: boolean;
                                    psp: string;
                                    config_schema: string;
                                    instrument_schemas: string[];
                                    config: {
                                        [key: string]: unknown;
                                    };
                                }[];
                            };
                            interventions: {
                                supported: string[];
                                required: string[];
                                enforcement: string;
                            };
                            extensions?: {
                                name: string;
                                extends: string[];
                            }[];
                        };
                        buyer?: {
                            [key: string]: unknown;
                        };
                        status: string;
                        currency: string;
                        locale?: string;
                        line_items: {
                            id: string;
                            item: {
                                id: string;
                            };
                            quantity: number;
                            name?: string;
                            description?: string;
                            unit_amount: number;
                            product_id?: string;
                            category?: string;
                            totals: {
                                type: string;
                                display_text: string;
                                amount: number;
                            }[];
                        }[];
                        fulfillment_options: {
                            [key: string]: unknown;
                        }[];
                        totals: {
                            type: string;
                            display_text: string;
                            amount: number;
                        }[];
                        messages: {
                            type: string;
                            code: string;
                            severity: string;
                            resolution: string;
                            param: string;
                            content_type: string;
                            content: string;
                        }[];
                        links: {
                            type: string;
                            title: string;
                            url: string;
                        }[];
                        created_at: string;
                        updated_at: string;
                        expires_at: string;
                        metadata: {
                            merchant_reference?: string;
                            merchant_name?: string;
                            payment_reference?: string;
                        };
                        order?: {
                            /** @constant */
                            type: "order";
                            id: string;
                            checkout_session_id: string;
                            order_number: string;
                            permalink_url: string;
                            status: string;
                            line_items: {
                                id: string;
                                title: string;
                                product_id?: string;
                                quantity: {
                                    ordered: number;
                                    current: number;
                                };
                                unit_price: number;
                                subtotal: number;
                            }[];
                            totals: {
                                type: string;
                                display_text: string;
                                amount: number;
                            }[];
                        };
                        discounts?: {
                            codes: string[];
                            applied: unknown[];
                            rejected: {
                                code: string;
                                reason: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description ACP error object. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcpError"];
                };
            };
            /** @description ACP error object. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcpError"];
                };
            };
            /** @description ACP error object. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcpError"];
                };
            };
            /** @description ACP error object. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcpError"];
                };
            };
            /** @description ACP error object. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcpError"];
                };
            };
            /** @description ACP error object. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcpError"];
                };
            };
            /** @description ACP error object. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcpError"];
                };
            };
            /** @description ACP error object. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcpError"];
                };
            };
            /** @description ACP error object. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcpError"];
                };
            };
        };
    };
    "agentic.getCheckoutSession": {
        parameters: {
            query?: never;
            header: {
                /** @description ACP version; another or none is 400 with supported_versions. */
                "API-Version": "2026-04-17";
                /** @description Echoed in the Request-Id response header. */
                "Request-Id"?: string;
            };
            path: {
                checkoutSessionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        protocol: {
                            version: string;
                        };
                        capabilities: {
                            payment: {
                                handlers: {
                                    id: string;
                                    name: string;
                                    display_name: string;
                                    version: string;
                                    spec: string;
                                    requires_delegate_payment: boolean;
                                    requires_pci_compliance: boolean;
                                    psp: string;
                                    config_schema: string;
                                    instrument_schemas: string[];
                                    config: {
                                        [key: string]: unknown;
                                    };
                                }[];
                            };
                            interventions: {
                                supported: string[];
                                required: string[];
                                enforcement: string;
                            };
                            extensions?: {
                                name: string;
                                extends: string[];
                            }[];
                        };
                        buyer?: {
                            [key: string]: unknown;
                        };
                        status: string;
                        currency: string;
                        locale?: string;
                        line_items: {
                            id: string;
                            item: {
                                id: string;
                            };
                            quantity: number;
                            name?: string;
                            description?: string;
                            unit_amount: number;
                            product_id?: string;
                            category?: string;
                            totals: {
                                type: string;
                                display_text: string;
                                amount: number;
                            }[];
                        }[];
                        fulfillment_options: {
                            [key: string]: unknown;
                        }[];
                        totals: {
                            type: string;
                            display_text: string;
                            amount: number;
                        }[];
                        messages: {
                            type: string;
                            code: string;
                            severity: string;
                            resolution: string;
                            param: string;
                            content_type: string;
                            content: string;
                        }[];
                        links: {
                            type: string;
                            title: string;
                            url: string;
                        }[];
                        created_at: string;
                        updated_at: string;
                        expires_at: string;
                        metadata: {
                            merchant_reference?: string;
                            merchant_name?: string;
                            payment_reference?: string;
                        };
                        order?: {
                            /** @constant */
                            type: "order";
                            id: string;
                            checkout_session_id: string;
                            order_number: string;
                            permalink_url: string;
                            status: string;
                            line_items: {
                                id: string;
                                title: string;
                                product_id?: string;
                                quantity: {
                                    ordered: number;
                                    current: number;
                                };
                                unit_price: number;
                                subtotal: number;
                            }[];
                            totals: {
                                type: string;
                                display_text: string;
                                amount: number;
                            }[];
                        };
                        discounts?: {
                            codes: string[];
                            applied: unknown[];
                            rejected: {
                                code: string;
                                reason: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description ACP error object. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcpError"];
                };
            };
            /** @description ACP error object. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcpError"];
                };
            };
            /** @description ACP error object. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcpError"];
                };
            };
            /** @description ACP error object. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcpError"];
                };
            };
            /** @description ACP error object. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcpError"];
                };
            };
            /** @description ACP error object. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcpError"];
                };
            };
        };
    };
    "agentic.updateCheckoutSession": {
        parameters: {
            query?: never;
            header: {
                /** @description ACP version; another or none is 400 with supported_versions. */
                "API-Version": "2026-04-17";
                /** @description Echoed in the Request-Id response header. */
                "Request-Id"?: string;
                /** @description A replay answers the stored response with Idempotent-Replayed: true; another body 422, in flight 409. */
                "Idempotency-Key": string;
            };
            path: {
                checkoutSessionId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    buyer?: {
                        first_name?: string;
                        last_name?: string;
                        full_name?: string;
                        /** Format: email */
                        email: string;
                        phone_number?: string;
                        customer_id?: string;
                        /** @enum {string} */
                        account_type?: "guest" | "registered" | "business";
                        /** @enum {string} */
                        authentication_status?: "authenticated" | "guest" | "requires_signin";
                        company?: {
                            name: string;
                            tax_id?: string;
                            department?: string;
                            cost_center?: string;
                        };
                        loyalty?: {
                            tier?: string;
                            points_balance?: number;
                            member_since?: string;
                        };
                        tax_exemption?: {
                            certificate_id: string;
                            /** @enum {string} */
                            certificate_type: "resale" | "exempt_organization" | "government";
                            exempt_regions?: string[];
                            expires_at?: string;
                        };
                    };
                    line_items?: {
                        id: string;
                        name?: string;
                        unit_amount?: number;
                        quantity?: number;
                    }[];
                    fulfillment_details?: {
                        [key: string]: unknown;
                    };
                    fulfillment_groups?: {
                        [key: string]: unknown;
                    }[];
                    selected_fulfillment_options?: {
                        [key: string]: unknown;
                    }[];
                    coupons?: string[];
                    discounts?: {
                        codes: string[];
                    };
                    order_notes?: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        protocol: {
                            version: string;
                        };
                        capabilities: {
                            payment: {
                                handlers: {
                                    id: string;
                                    name: string;
                                    display_name: string;
                                    version: string;
                                    spec: string;
                                    requires_delegate_payment: boolean;
                                    requires_pci_compliance: boolean;
                                    psp: string;
                                    config_schema: string;
                                    instrument_schemas: string[];
                                    config: {
                                        [key: string]: unknown;
                                    };
                                }[];
                            };
                            interventions: {
                                supported: string[];
                                required: string[];
                                enforcement: string;
                            };
                            extensions?: {
                                name: string;
                                extends: string[];
                            }[];
                        };
                        buyer?: {
                            [key: string]: unknown;
                        };
                        status: string;
                        currency: string;
                        locale?: string;
                        line_items: {
                            id: string;
                            item: {
                                id: string;
                            };
                            quantity: number;
                            name?: string;
                            description?: string;
                            unit_amount: number;
                            product_id?: string;
                            category?: string;
                            totals: {
                                type: string;
                                display_text: string;
                                amount: number;
                            }[];
                        }[];
                        fulfillment_options: {
                            [key: string]: unknown;
                        }[];
                        totals: {
                            type: string;
                            display_text: string;
                            amount: number;
                        }[];
                        messages: {
                            type: string;
                            code: string;
                            severity: string;
                            resolution: string;
                            param: string;
                            content_type: string;
                            content: string;
                        }[];
                        links: {
                            type: string;
                            title: string;
                            url: string;
                        }[];
                        created_at: string;
                        updated_at: string;
                        expires_at: string;
                        metadata: {
                            merchant_reference?: string;
                            merchant_name?: string;
                            payment_reference?: string;
                        };
                        order?: {
                            /** @constant */
                            type: "order";
                            id: string;
                            checkout_session_id: string;
                            order_number: string;
                            permalink_url: string;
                            status: string;
                            line_items: {
                                id: string;
                                title: string;
                                product_id?: string;
                                quantity: {
                                    ordered: number;
                                    current: number;
                                };
                                unit_price: number;
                                subtotal: number;
                            }[];
                            totals: {
                                type: string;
                                display_text: string;
                                amount: number;
                            }[];
                        };
                        discounts?: {
                            codes: string[];
                            applied: unknown[];
                            rejected: {
                                code: string;
                                reason: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description ACP error object. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcpError"];
                };
            };
            /** @description ACP error object. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcpError"];
                };
            };
            /** @description ACP error object. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcpError"];
                };
            };
            /** @description ACP error object. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcpError"];
                };
            };
            /** @description ACP error object. */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcpError"];
                };
            };
            /** @description ACP error object. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcpError"];
                };
            };
            /** @description ACP error object. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcpError"];
                };
            };
            /** @description ACP error object. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcpError"];
                };
            };
            /** @description ACP error object. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcpError"];
                };
            };
            /** @description ACP error object. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcpError"];
                };
            };
            /** @description ACP error object. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcpError"];
                };
            };
        };
    };
    "agentic.cancelCheckoutSession": {
        parameters: {
            query?: never;
            header: {
                /** @description ACP version; another or none is 400 with supported_versions. */
                "API-Version": "2026-04-17";
                /** @description Echoed in the Request-Id response header. */
                "Request-Id"?: string;
                /** @description A replay answers the stored response with Idempotent-Replayed: true; another body 422, in flight 409. */
                "Idempotency-Key": string;
            };
            path: {
                checkoutSessionId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    intent_trace?: {
                        reason_code: string;
                        trace_summary?: string;
                        metadata?: {
                            [key: string]: string | number | boolean;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        protocol: {
                            version: string;
                        };
                        capabilities: {
                            payment: {
                                handlers: {
                                    id: string;
                                    name: string;
                                    display_name: string;
                                    version: string;
                                    spec: string;
                                    requires_delegate_payment: boolean;
                                    requires_pci_compliance: boolean;
                                    psp: string;
                                    config_schema: string;
                                    instrument_schemas: string[];
                                    config: {
                                        [key: string]: unknown;
                                    };
                                }[];
                            };
                            interventions: {
                                supported: string[];
                                required: string[];
                                enforcement: string;
                            };
                            extensions?: {
                                name: string;
                                extends: string[];
                            }[];
                        };
                        buyer?: {
                            [key: string]: unknown;
                        };
                        status: string;
                        currency: string;
                        locale?: string;
                        line_items: {
                            id: string;
                            item: {
                                id: string;
                            };
                            quantity: number;
                            name?: string;
                            description?: string;
                            unit_amount: number;
                            product_id?: string;
                            category?: string;
                            totals: {
                                type: string;
                                display_text: string;
                                amount: number;
                            }[];
                        }[];
                        fulfillment_options: {
                            [key: string]: unknown;
                        }[];
                        totals: {
                            type: string;
                            display_text: string;
                            amount: number;
                        }[];
                        messages: {
                            type: string;
                            code: string;
                            severity: string;
                            resolution: string;
                            param: string;
                            content_type: string;
                            content: string;
                        }[];
                        links: {
                            type: string;
                            title: string;
                            url: string;
                        }[];
                        created_at: string;
                        updated_at: string;
                        expires_at: string;
                        metadata: {
                            merchant_reference?: string;
                            merchant_name?: string;
                            payment_reference?: string;
                        };
                        order?: {
                            /** @constant */
                            type: "order";
                            id: string;
                            checkout_session_id: string;
                            order_number: string;
                            permalink_url: string;
                            status: string;
                            line_items: {
                                id: string;
                                title: string;
                                product_id?: string;
                                quantity: {
                                    ordered: number;
                                    current: number;
                                };
                                unit_price: number;
                                subtotal: number;
                            }[];
                            totals: {
                                type: string;
                                display_text: string;
                                amount: number;
                            }[];
                        };
                        discounts?: {
                            codes: string[];
                            applied: unknown[];
                            rejected: {
                                code: string;
                                reason: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description ACP error object. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcpError"];
                };
            };
            /** @description ACP error object. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcpError"];
                };
            };
            /** @description ACP error object. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcpError"];
                };
            };
            /** @description ACP error object. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcpError"];
                };
            };
            /** @description ACP error object. */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcpError"];
                };
            };
            /** @description ACP error object. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcpError"];
                };
            };
            /** @description ACP error object. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcpError"];
                };
            };
            /** @description ACP error object. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcpError"];
                };
            };
            /** @description ACP error object. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcpError"];
                };
            };
            /** @description ACP error object. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcpError"];
                };
            };
            /** @description ACP error object. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcpError"];
                };
            };
        };
    };
    "agentic.completeCheckoutSession": {
        parameters: {
            query?: never;
            header: {
                /** @description ACP version; another or none is 400 with supported_versions. */
                "API-Version": "2026-04-17";
                /** @description Echoed in the Request-Id response header. */
                "Request-Id"?: string;
                /** @description A replay answers the stored response with Idempotent-Replayed: true; another body 422, in flight 409. */
                "Idempotency-Key": string;
            };
            path: {
                checkoutSessionId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    buyer?: {
                        first_name?: string;
                        last_name?: string;
                        full_name?: string;
                        /** Format: email */
                        email: string;
                        phone_number?: string;
                        customer_id?: string;
                        /** @enum {string} */
                        account_type?: "guest" | "registered" | "business";
                        /** @enum {string} */
                        authentication_status?: "authenticated" | "guest" | "requires_signin";
                        company?: {
                            name: string;
                            tax_id?: string;
                            department?: string;
                            cost_center?: string;
                        };
                        loyalty?: {
                            tier?: string;
                            points_balance?: number;
                            member_since?: string;
                        };
                        tax_exemption?: {
                            certificate_id: string;
                            /** @enum {string} */
                            certificate_type: "resale" | "exempt_organization" | "government";
                            exempt_regions?: string[];
                            expires_at?: string;
                        };
                    };
                    payment_data: {
                        handler_id: string;
                        instrument: {
                            type: string;
                            credential: {
                                type: string;
                                token: string;
                            };
                        };
                        billing_address?: {
                            name: string;
                            line_one: string;
                            line_two?: string;
                            city: string;
                            state: string;
                            country: string;
                            postal_code: string;
                        };
                    };
                    authentication_result?: {
                        [key: string]: unknown;
                    };
                    affiliate_attribution?: {
                        [key: string]: unknown;
                    };
                    risk_signals?: {
                        [key: string]: unknown;
                    };
                    marketing_consents?: {
                        [key: string]: unknown;
                    }[];
                    order_notes?: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        protocol: {
                            version: string;
                        };
                        capabilities: {
                            payment: {
                                handlers: {
                                    id: string;
                                    name: string;
                                    display_name: string;
                                    version: string;
                                    spec: string;
                                    requires_delegate_payment: boolean;
                                    requires_pci_compliance: boolean;
                                    psp: string;
                                    config_schema: string;
                                    instrument_schemas: string[];
                                    config: {
                                        [key: string]: unknown;
                                    };
                                }[];
                            };
                            interventions: {
                                supported: string[];
                                required: string[];
                                enforcement: string;
                            };
                            extensions?: {
                                name: string;
                                extends: string[];
                            }[];
                        };
                        buyer?: {
                            [key: string]: unknown;
                        };
                        status: string;
                        currency: string;
                        locale?: string;
                        line_items: {
                            id: string;
                            item: {
                                id: string;
                            };
                            quantity: number;
                            name?: string;
                            description?: string;
                            unit_amount: number;
                            product_id?: string;
                            category?: string;
                            totals: {
                                type: string;
                                display_text: string;
                                amount: number;
                            }[];
                        }[];
                        fulfillment_options: {
                            [key: string]: unknown;
                        }[];
                        totals: {
                            type: string;
                            display_text: string;
                            amount: number;
                        }[];
                        messages: {
                            type: string;
                            code: string;
                            severity: string;
                            resolution: string;
                            param: string;
                            content_type: string;
                            content: string;
                        }[];
                        links: {
                            type: string;
                            title: string;
                            url: string;
                        }[];
                        created_at: string;
                        updated_at: string;
                        expires_at: string;
                        metadata: {
                            merchant_reference?: string;
                            merchant_name?: string;
                            payment_reference?: string;
                        };
                        order?: {
                            /** @constant */
                            type: "order";
                            id: string;
                            checkout_session_id: string;
                            order_number: string;
                            permalink_url: string;
                            status: string;
                            line_items: {
                                id: string;
                                title: string;
                                product_id?: string;
                                quantity: {
                                    ordered: number;
                                    current: number;
                                };
                                unit_price: number;
                                subtotal: number;
                            }[];
                            totals: {
                                type: string;
                                display_text: string;
                                amount: number;
                            }[];
                        };
                        discounts?: {
                            codes: string[];
                            applied: unknown[];
                            rejected: {
                                code: string;
                                reason: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description ACP error object. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcpError"];
                };
            };
            /** @description ACP error object. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcpError"];
                };
            };
            /** @description ACP error object. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcpError"];
                };
            };
            /** @description ACP error object. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcpError"];
                };
            };
            /** @description ACP error object. */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcpError"];
                };
            };
            /** @description ACP error object. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcpError"];
                };
            };
            /** @description ACP error object. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcpError"];
                };
            };
            /** @description ACP error object. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcpError"];
                };
            };
            /** @description ACP error object. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcpError"];
                };
            };
            /** @description ACP error object. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcpError"];
                };
            };
            /** @description ACP error object. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcpError"];
                };
            };
            /** @description ACP error object. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcpError"];
                };
            };
            /** @description ACP error object. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcpError"];
                };
            };
        };
    };
    "consumers.updateConsumer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    reference: string;
                    yourReference?: string | null;
                    source?: string | null;
                    userReference?: string | null;
                    firstName?: string | null;
                    lastName?: string | null;
                    middleName?: string | null;
                    emailAddress?: string | null;
                    mobileNumber?: string | null;
                    countryIsoCode?: string | null;
                    dateOfBirth?: string | null;
                    /** @enum {string} */
                    gender?: "Male" | "Female";
                    preferredLanguage?: string | null;
                    /** @enum {string} */
                    kycStatusSummary?: "Unverified" | "Verified" | "Rejected";
                    isActive?: boolean;
                    createdDate?: string | null;
                    loginCredentials?: {
                        username?: string | null;
                        password?: string | null;
                        isLockedOut?: boolean;
                        reasonForLockout?: string | null;
                    } | null;
                    preferredName?: string | null;
                    fullNameOfNextOfKin?: string | null;
                    contactNumberForNextOfKin?: string | null;
                    alternateContactNumber?: string | null;
                    invitationCode?: string | null;
                    isRegistrationComplete?: boolean;
                    isEmailVerified?: boolean;
                    isMobileNumberVerified?: boolean;
                    identityDocuments?: {
                        [key: string]: unknown;
                    }[] | null;
                    kycLookupResults?: {
                        [key: string]: unknown;
                    }[] | null;
                    files?: {
                        [key: string]: unknown;
                    }[] | null;
                    devices?: {
                        [key: string]: unknown;
                    }[] | null;
                    addresses?: {
                        reference?: string | null;
                        yourReference?: string | null;
                        addressType?: (("MAIN" | "POST" | "BILL") | number) | null;
                        addressLine1?: string | null;
                        addressLine2?: string | null;
                        addressLine3?: string | null;
                        postalCode?: string | null;
                        countryIsoCode?: string;
                        city?: string | null;
                        state?: string | null;
                        location?: {
                            latitude: number;
                            longitude: number;
                            timeZone?: string | null;
                            description?: string | null;
                        } | null;
                        description?: string | null;
                        formatted?: string | null;
                        isActive?: boolean;
                        createdDate?: string | null;
                    }[] | null;
                    beneficiaries?: {
                        [key: string]: unknown;
                    }[] | null;
                    attributes?: {
                        [key: string]: unknown;
                    }[] | null;
                    accounts?: {
                        bankAccounts?: {
                            reference?: string | null;
                            yourReference?: string | null;
                            isActive?: boolean;
                            createdDate?: string | null;
                            accountNumber?: string;
                            bank?: string;
                            branchCode?: string | null;
                            accountName?: string | null;
                            /** @enum {string} */
                            accountType?: "Current" | "Savings" | "Transmission" | "Business";
                            currency?: string;
                            debitOrders?: {
                                reference?: string | null;
                                yourReference?: string | null;
                                creditorName?: string;
                                creditorReference?: string | null;
                                amountInCents?: number;
                                currency?: string;
                                /** @enum {string} */
                                frequency?: "OnceOff" | "Weekly" | "Monthly" | "Quarterly" | "Yearly";
                                firstCollectionDate?: string | null;
                                /** @enum {string} */
                                status?: "Active" | "Disputed" | "Stopped";
                                createdDate?: string | null;
                                disputedAt?: string | null;
                                stoppedAt?: string | null;
                                bankAccountReference?: string | null;
                            }[] | null;
                            bankName?: string | null;
                        }[] | null;
                        mobileWallets?: {
                            reference?: string | null;
                            yourReference?: string | null;
                            isActive?: boolean;
                            createdDate?: string | null;
                            msisdn?: string;
                            mobileWalletOperator?: string;
                            currency?: string;
                            accountName?: string | null;
                            operatorName?: string | null;
                        }[] | null;
                        loanAccounts?: {
                            [key: string]: unknown;
                        }[] | null;
                        insurancePolicies?: {
                            [key: string]: unknown;
                        }[] | null;
                        genericAccounts?: {
                            [key: string]: unknown;
                        }[] | null;
                        cards?: {
                            reference?: string | null;
                            yourReference?: string | null;
                            isActive?: boolean;
                            createdDate?: string | null;
                            vaultToken?: string;
                            bin?: string;
                            lastFour?: string;
                            expiryMonth?: number;
                            expiryYear?: number;
                            cardholderName?: string | null;
                            scheme?: string | null;
                            maskedPan?: string | null;
                            /** @enum {string} */
                            status?: "Active" | "Stopped";
                            stoppedReason?: string | null;
                            stoppedAt?: string | null;
                            cardNumber?: unknown;
                            pan?: unknown;
                            cvv?: unknown;
                            cvc?: unknown;
                        }[] | null;
                    } | null;
                    rewardPointsInfo?: {
                        pointsBalance?: number;
                        rewardTier?: number;
                        creditTransactionCount?: number;
                    } | null;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            reference?: string | null;
                            yourReference?: string | null;
                            source?: string | null;
                            userReference?: string | null;
                            firstName?: string | null;
                            lastName?: string | null;
                            middleName?: string | null;
                            emailAddress?: string | null;
                            mobileNumber?: string | null;
                            countryIsoCode: string;
                            dateOfBirth?: string | null;
                            gender?: ("Male" | "Female") | null;
                            preferredLanguage: string;
                            /** @enum {string} */
                            kycStatusSummary: "Unverified" | "Verified" | "Rejected";
                            isActive: boolean;
                            createdDate: string;
                            loginCredentials?: {
                                username?: string | null;
                                isLockedOut: boolean;
                                reasonForLockout?: string | null;
                            } | null;
                            preferredName?: string | null;
                            fullNameOfNextOfKin?: string | null;
                            contactNumberForNextOfKin?: string | null;
                            alternateContactNumber?: string | null;
                            invitationCode?: string | null;
                            isRegistrationComplete: boolean;
                            isEmailVerified: boolean;
                            isMobileNumberVerified: boolean;
                            identityDocuments: {
                                [key: string]: unknown;
                            }[];
                            kycLookupResults: {
                                [key: string]: unknown;
                            }[];
                            files: {
                                [key: string]: unknown;
                            }[];
                            devices: {
                                [key: string]: unknown;
                            }[];
                            addresses: {
                                reference?: string | null;
                                yourReference?: string | null;
                                addressType?: (("MAIN" | "POST" | "BILL") | number) | null;
                                addressLine1?: string | null;
                                addressLine2?: string | null;
                                addressLine3?: string | null;
                                postalCode?: string | null;
                                countryIsoCode?: string | null;
                                city?: string | null;
                                state?: string | null;
                                location?: {
                                    latitude: number;
                                    longitude: number;
                                    timeZone?: string | null;
                                    description?: string | null;
                                } | null;
                                description?: string | null;
                                formatted?: string | null;
                                isActive?: boolean | null;
                                createdDate?: string | null;
                            }[];
                            beneficiaries: {
                                [key: string]: unknown;
                            }[];
                            attributes: {
                                [key: string]: unknown;
                            }[];
                            accounts: {
                                bankAccounts: {
                                    [key: string]: unknown;
                                }[];
                                mobileWallets: {
                                    [key: string]: unknown;
                                }[];
                                loanAccounts: {
                                    [key: string]: unknown;
                                }[];
                                insurancePolicies: {
                                    [key: string]: unknown;
                                }[];
                                genericAccounts: {
                                    [key: string]: unknown;
                                }[];
                                cards: {
                                    [key: string]: unknown;
                                }[];
                            };
                            rewardPointsInfo: {
                                pointsBalance: number;
                                rewardTier: number;
                                creditTransactionCount: number;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "consumers.createConsumer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reference?: string | null;
                    yourReference?: string | null;
                    source?: string | null;
                    userReference?: string | null;
                    firstName?: string | null;
                    lastName?: string | null;
                    middleName?: string | null;
                    emailAddress?: string | null;
                    mobileNumber?: string | null;
                    countryIsoCode?: string | null;
                    dateOfBirth?: string | null;
                    /** @enum {string} */
                    gender?: "Male" | "Female";
                    preferredLanguage?: string | null;
                    /** @enum {string} */
                    kycStatusSummary?: "Unverified" | "Verified" | "Rejected";
                    isActive?: boolean;
                    createdDate?: string | null;
                    loginCredentials?: {
                        username?: string | null;
                        password?: string | null;
                        isLockedOut?: boolean;
                        reasonForLockout?: string | null;
                    } | null;
                    preferredName?: string | null;
                    fullNameOfNextOfKin?: string | null;
                    contactNumberForNextOfKin?: string | null;
                    alternateContactNumber?: string | null;
                    invitationCode?: string | null;
                    isRegistrationComplete?: boolean;
                    isEmailVerified?: boolean;
                    isMobileNumberVerified?: boolean;
                    identityDocuments?: {
                        [key: string]: unknown;
                    }[] | null;
                    kycLookupResults?: {
                        [key: string]: unknown;
                    }[] | null;
                    files?: {
                        [key: string]: unknown;
                    }[] | null;
                    devices?: {
                        [key: string]: unknown;
                    }[] | null;
                    addresses?: {
                        reference?: string | null;
                        yourReference?: string | null;
                        addressType?: (("MAIN" | "POST" | "BILL") | number) | null;
                        addressLine1?: string | null;
                        addressLine2?: string | null;
                        addressLine3?: string | null;
                        postalCode?: string | null;
                        countryIsoCode?: string;
                        city?: string | null;
                        state?: string | null;
                        location?: {
                            latitude: number;
                            longitude: number;
                            timeZone?: string | null;
                            description?: string | null;
                        } | null;
                        description?: string | null;
                        formatted?: string | null;
                        isActive?: boolean;
                        createdDate?: string | null;
                    }[] | null;
                    beneficiaries?: {
                        [key: string]: unknown;
                    }[] | null;
                    attributes?: {
                        [key: string]: unknown;
                    }[] | null;
                    accounts?: {
                        bankAccounts?: {
                            reference?: string | null;
                            yourReference?: string | null;
                            isActive?: boolean;
                            createdDate?: string | null;
                            accountNumber?: string;
                            bank?: string;
                            branchCode?: string | null;
                            accountName?: string | null;
                            /** @enum {string} */
                            accountType?: "Current" | "Savings" | "Transmission" | "Business";
                            currency?: string;
                            debitOrders?: {
                                reference?: string | null;
                                yourReference?: string | null;
                                creditorName?: string;
                                creditorReference?: string | null;
                                amountInCents?: number;
                                currency?: string;
                                /** @enum {string} */
                                frequency?: "OnceOff" | "Weekly" | "Monthly" | "Quarterly" | "Yearly";
                                firstCollectionDate?: string | null;
                                /** @enum {string} */
                                status?: "Active" | "Disputed" | "Stopped";
                                createdDate?: string | null;
                                disputedAt?: string | null;
                                stoppedAt?: string | null;
                                bankAccountReference?: string | null;
                            }[] | null;
                            bankName?: string | null;
                        }[] | null;
                        mobileWallets?: {
                            reference?: string | null;
                            yourReference?: string | null;
                            isActive?: boolean;
                            createdDate?: string | null;
                            msisdn?: string;
                            mobileWalletOperator?: string;
                            currency?: string;
                            accountName?: string | null;
                            operatorName?: string | null;
                        }[] | null;
                        loanAccounts?: {
                            [key: string]: unknown;
                        }[] | null;
                        insurancePolicies?: {
                            [key: string]: unknown;
                        }[] | null;
                        genericAccounts?: {
                            [key: string]: unknown;
                        }[] | null;
                        cards?: {
                            reference?: string | null;
                            yourReference?: string | null;
                            isActive?: boolean;
                            createdDate?: string | null;
                            vaultToken?: string;
                            bin?: string;
                            lastFour?: string;
                            expiryMonth?: number;
                            expiryYear?: number;
                            cardholderName?: string | null;
                            scheme?: string | null;
                            maskedPan?: string | null;
                            /** @enum {string} */
                            status?: "Active" | "Stopped";
                            stoppedReason?: string | null;
                            stoppedAt?: string | null;
                            cardNumber?: unknown;
                            pan?: unknown;
                            cvv?: unknown;
                            cvc?: unknown;
                        }[] | null;
                    } | null;
                    rewardPointsInfo?: {
                        pointsBalance?: number;
                        rewardTier?: number;
                        creditTransactionCount?: number;
                    } | null;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            reference?: string | null;
                            yourReference?: string | null;
                            source?: string | null;
                            userReference?: string | null;
                            firstName?: string | null;
                            lastName?: string | null;
                            middleName?: string | null;
                            emailAddress?: string | null;
                            mobileNumber?: string | null;
                            countryIsoCode: string;
                            dateOfBirth?: string | null;
                            gender?: ("Male" | "Female") | null;
                            preferredLanguage: string;
                            /** @enum {string} */
                            kycStatusSummary: "Unverified" | "Verified" | "Rejected";
                            isActive: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "accounts.bankAccountBalance": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                bankAccountReference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            currency: string;
                            availableAmountInCents: number;
                            currentAmountInCents: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "accounts.bankAccountLimits": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                bankAccountReference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            /** @enum {string} */
                            transactionLimitType: "Unknown" | "CashWithdrawal" | "Transfer" | "Purchase" | "BillPayment" | "Airtime" | "CardNotPresent" | "CardPresent" | "DebitOrder" | "InternationalTransfer" | "OnlinePurchase" | "Deposit" | "Refund";
                            /** @enum {string} */
                            resetPeriod: "PerTransaction" | "Daily" | "Weekly" | "Monthly" | "Yearly";
                            limitAmountInCents?: number | null;
                            currency?: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "accounts.setBankAccountLimit": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                bankAccountReference: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    transactionLimitType: "Unknown" | "CashWithdrawal" | "Transfer" | "Purchase" | "BillPayment" | "Airtime" | "CardNotPresent" | "CardPresent" | "DebitOrder" | "InternationalTransfer" | "OnlinePurchase" | "Deposit" | "Refund";
                    /** @enum {string} */
                    resetPeriod: "PerTransaction" | "Daily" | "Weekly" | "Monthly" | "Yearly";
                    newLimitAmountInCents?: number | null;
                    limitAmountInCents?: number | null;
                    currency?: string | null;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "accounts.stopCard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    cardReference: string;
                    reason?: string | null;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "accounts.disputeDebitOrders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    debitOrderReferences: string[];
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "accounts.stopDebitOrders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    debitOrderReferences: string[];
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "consumers.adminUpdateConsumer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    reference: string;
                    yourReference?: string | null;
                    source?: string | null;
                    userReference?: string | null;
                    firstName?: string | null;
                    lastName?: string | null;
                    middleName?: string | null;
                    emailAddress?: string | null;
                    mobileNumber?: string | null;
                    countryIsoCode?: string | null;
                    dateOfBirth?: string | null;
                    /** @enum {string} */
                    gender?: "Male" | "Female";
                    preferredLanguage?: string | null;
                    /** @enum {string} */
                    kycStatusSummary?: "Unverified" | "Verified" | "Rejected";
                    isActive?: boolean;
                    createdDate?: string | null;
                    loginCredentials?: {
                        username?: string | null;
                        password?: string | null;
                        isLockedOut?: boolean;
                        reasonForLockout?: string | null;
                    } | null;
                    preferredName?: string | null;
                    fullNameOfNextOfKin?: string | null;
                    contactNumberForNextOfKin?: string | null;
                    alternateContactNumber?: string | null;
                    invitationCode?: string | null;
                    isRegistrationComplete?: boolean;
                    isEmailVerified?: boolean;
                    isMobileNumberVerified?: boolean;
                    identityDocuments?: {
                        [key: string]: unknown;
                    }[] | null;
                    kycLookupResults?: {
                        [key: string]: unknown;
                    }[] | null;
                    files?: {
                        [key: string]: unknown;
                    }[] | null;
                    devices?: {
                        [key: string]: unknown;
                    }[] | null;
                    addresses?: {
                        reference?: string | null;
                        yourReference?: string | null;
                        addressType?: (("MAIN" | "POST" | "BILL") | number) | null;
                        addressLine1?: string | null;
                        addressLine2?: string | null;
                        addressLine3?: string | null;
                        postalCode?: string | null;
                        countryIsoCode?: string;
                        city?: string | null;
                        state?: string | null;
                        location?: {
                            latitude: number;
                            longitude: number;
                            timeZone?: string | null;
                            description?: string | null;
                        } | null;
                        description?: string | null;
                        formatted?: string | null;
                        isActive?: boolean;
                        createdDate?: string | null;
                    }[] | null;
                    beneficiaries?: {
                        [key: string]: unknown;
                    }[] | null;
                    attributes?: {
                        [key: string]: unknown;
                    }[] | null;
                    accounts?: {
                        bankAccounts?: {
                            reference?: string | null;
                            yourReference?: string | null;
                            isActive?: boolean;
                            createdDate?: string | null;
                            accountNumber?: string;
                            bank?: string;
                            branchCode?: string | null;
                            accountName?: string | null;
                            /** @enum {string} */
                            accountType?: "Current" | "Savings" | "Transmission" | "Business";
                            currency?: string;
                            debitOrders?: {
                                reference?: string | null;
                                yourReference?: string | null;
                                creditorName?: string;
                                creditorReference?: string | null;
                                amountInCents?: number;
                                currency?: string;
                                /** @enum {string} */
                                frequency?: "OnceOff" | "Weekly" | "Monthly" | "Quarterly" | "Yearly";
                                firstCollectionDate?: string | null;
                                /** @enum {string} */
                                status?: "Active" | "Disputed" | "Stopped";
                                createdDate?: string | null;
                                disputedAt?: string | null;
                                stoppedAt?: string | null;
                                bankAccountReference?: string | null;
                            }[] | null;
                            bankName?: string | null;
                        }[] | null;
                        mobileWallets?: {
                            reference?: string | null;
                            yourReference?: string | null;
                            isActive?: boolean;
                            createdDate?: string | null;
                            msisdn?: string;
                            mobileWalletOperator?: string;
                            currency?: string;
                            accountName?: string | null;
                            operatorName?: string | null;
                        }[] | null;
                        loanAccounts?: {
                            [key: string]: unknown;
                        }[] | null;
                        insurancePolicies?: {
                            [key: string]: unknown;
                        }[] | null;
                        genericAccounts?: {
                            [key: string]: unknown;
                        }[] | null;
                        cards?: {
                            reference?: string | null;
                            yourReference?: string | null;
                            isActive?: boolean;
                            createdDate?: string | null;
                            vaultToken?: string;
                            bin?: string;
                            lastFour?: string;
                            expiryMonth?: number;
                            expiryYear?: number;
                            cardholderName?: string | null;
                            scheme?: string | null;
                            maskedPan?: string | null;
                            /** @enum {string} */
                            status?: "Active" | "Stopped";
                            stoppedReason?: string | null;
                            stoppedAt?: string | null;
                            cardNumber?: unknown;
                            pan?: unknown;
                            cvv?: unknown;
                            cvc?: unknown;
                        }[] | null;
                    } | null;
                    rewardPointsInfo?: {
                        pointsBalance?: number;
                        rewardTier?: number;
                        creditTransactionCount?: number;
                    } | null;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            reference?: string | null;
                            yourReference?: string | null;
                            source?: string | null;
                            userReference?: string | null;
                            firstName?: string | null;
                            lastName?: string | null;
                            middleName?: string | null;
                            emailAddress?: string | null;
                            mobileNumber?: string | null;
                            countryIsoCode: string;
                            dateOfBirth?: string | null;
                            gender?: ("Male" | "Female") | null;
                            preferredLanguage: string;
                            /** @enum {string} */
                            kycStatusSummary: "Unverified" | "Verified" | "Rejected";
                            isActive: boolean;
                            createdDate: string;
                            loginCredentials?: {
                                username?: string | null;
                                isLockedOut: boolean;
                                reasonForLockout?: string | null;
                            } | null;
                            preferredName?: string | null;
                            fullNameOfNextOfKin?: string | null;
                            contactNumberForNextOfKin?: string | null;
                            alternateContactNumber?: string | null;
                            invitationCode?: string | null;
                            isRegistrationComplete: boolean;
                            isEmailVerified: boolean;
                            isMobileNumberVerified: boolean;
                            identityDocuments: {
                                [key: string]: unknown;
                            }[];
                            kycLookupResults: {
                                [key: string]: unknown;
                            }[];
                            files: {
                                [key: string]: unknown;
                            }[];
                            devices: {
                                [key: string]: unknown;
                            }[];
                            addresses: {
                                reference?: string | null;
                                yourReference?: string | null;
                                addressType?: (("MAIN" | "POST" | "BILL") | number) | null;
                                addressLine1?: string | null;
                                addressLine2?: string | null;
                                addressLine3?: string | null;
                                postalCode?: string | null;
                                countryIsoCode?: string | null;
                                city?: string | null;
                                state?: string | null;
                                location?: {
                                    latitude: number;
                                    longitude: number;
                                    timeZone?: string | null;
                                    description?: string | null;
                                } | null;
                                description?: string | null;
                                formatted?: string | null;
                                isActive?: boolean | null;
                                createdDate?: string | null;
                            }[];
                            beneficiaries: {
                                [key: string]: unknown;
                            }[];
                            attributes: {
                                [key: string]: unknown;
                            }[];
                            accounts: {
                                bankAccounts: {
                                    [key: string]: unknown;
                                }[];
                                mobileWallets: {
                                    [key: string]: unknown;
                                }[];
                                loanAccounts: {
                                    [key: string]: unknown;
                                }[];
                                insurancePolicies: {
                                    [key: string]: unknown;
                                }[];
                                genericAccounts: {
                                    [key: string]: unknown;
                                }[];
                                cards: {
                                    [key: string]: unknown;
                                }[];
                            };
                            rewardPointsInfo: {
                                pointsBalance: number;
                                rewardTier: number;
                                creditTransactionCount: number;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "consumers.adminCreateConsumer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reference?: string | null;
                    yourReference?: string | null;
                    source?: string | null;
                    userReference?: string | null;
                    firstName?: string | null;
                    lastName?: string | null;
                    middleName?: string | null;
                    emailAddress?: string | null;
                    mobileNumber?: string | null;
                    countryIsoCode?: string | null;
                    dateOfBirth?: string | null;
                    /** @enum {string} */
                    gender?: "Male" | "Female";
                    preferredLanguage?: string | null;
                    /** @enum {string} */
                    kycStatusSummary?: "Unverified" | "Verified" | "Rejected";
                    isActive?: boolean;
                    createdDate?: string | null;
                    loginCredentials?: {
                        username?: string | null;
                        password?: string | null;
                        isLockedOut?: boolean;
                        reasonForLockout?: string | null;
                    } | null;
                    preferredName?: string | null;
                    fullNameOfNextOfKin?: string | null;
                    contactNumberForNextOfKin?: string | null;
                    alternateContactNumber?: string | null;
                    invitationCode?: string | null;
                    isRegistrationComplete?: boolean;
                    isEmailVerified?: boolean;
                    isMobileNumberVerified?: boolean;
                    identityDocuments?: {
                        [key: string]: unknown;
                    }[] | null;
                    kycLookupResults?: {
                        [key: string]: unknown;
                    }[] | null;
                    files?: {
                        [key: string]: unknown;
                    }[] | null;
                    devices?: {
                        [key: string]: unknown;
                    }[] | null;
                    addresses?: {
                        reference?: string | null;
                        yourReference?: string | null;
                        addressType?: (("MAIN" | "POST" | "BILL") | number) | null;
                        addressLine1?: string | null;
                        addressLine2?: string | null;
                        addressLine3?: string | null;
                        postalCode?: string | null;
                        countryIsoCode?: string;
                        city?: string | null;
                        state?: string | null;
                        location?: {
                            latitude: number;
                            longitude: number;
                            timeZone?: string | null;
                            description?: string | null;
                        } | null;
                        description?: string | null;
                        formatted?: string | null;
                        isActive?: boolean;
                        createdDate?: string | null;
                    }[] | null;
                    beneficiaries?: {
                        [key: string]: unknown;
                    }[] | null;
                    attributes?: {
                        [key: string]: unknown;
                    }[] | null;
                    accounts?: {
                        bankAccounts?: {
                            reference?: string | null;
                            yourReference?: string | null;
                            isActive?: boolean;
                            createdDate?: string | null;
                            accountNumber?: string;
                            bank?: string;
                            branchCode?: string | null;
                            accountName?: string | null;
                            /** @enum {string} */
                            accountType?: "Current" | "Savings" | "Transmission" | "Business";
                            currency?: string;
                            debitOrders?: {
                                reference?: string | null;
                                yourReference?: string | null;
                                creditorName?: string;
                                creditorReference?: string | null;
                                amountInCents?: number;
                                currency?: string;
                                /** @enum {string} */
                                frequency?: "OnceOff" | "Weekly" | "Monthly" | "Quarterly" | "Yearly";
                                firstCollectionDate?: string | null;
                                /** @enum {string} */
                                status?: "Active" | "Disputed" | "Stopped";
                                createdDate?: string | null;
                                disputedAt?: string | null;
                                stoppedAt?: string | null;
                                bankAccountReference?: string | null;
                            }[] | null;
                            bankName?: string | null;
                        }[] | null;
                        mobileWallets?: {
                            reference?: string | null;
                            yourReference?: string | null;
                            isActive?: boolean;
                            createdDate?: string | null;
                            msisdn?: string;
                            mobileWalletOperator?: string;
                            currency?: string;
                            accountName?: string | null;
                            operatorName?: string | null;
                        }[] | null;
                        loanAccounts?: {
                            [key: string]: unknown;
                        }[] | null;
                        insurancePolicies?: {
                            [key: string]: unknown;
                        }[] | null;
                        genericAccounts?: {
                            [key: string]: unknown;
                        }[] | null;
                        cards?: {
                            reference?: string | null;
                            yourReference?: string | null;
                            isActive?: boolean;
                            createdDate?: string | null;
                            vaultToken?: string;
                            bin?: string;
                            lastFour?: string;
                            expiryMonth?: number;
                            expiryYear?: number;
                            cardholderName?: string | null;
                            scheme?: string | null;
                            maskedPan?: string | null;
                            /** @enum {string} */
                            status?: "Active" | "Stopped";
                            stoppedReason?: string | null;
                            stoppedAt?: string | null;
                            cardNumber?: unknown;
                            pan?: unknown;
                            cvv?: unknown;
                            cvc?: unknown;
                        }[] | null;
                    } | null;
                    rewardPointsInfo?: {
                        pointsBalance?: number;
                        rewardTier?: number;
                        creditTransactionCount?: number;
                    } | null;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            reference?: string | null;
                            yourReference?: string | null;
                            source?: string | null;
                            userReference?: string | null;
                            firstName?: string | null;
                            lastName?: string | null;
                            middleName?: string | null;
                            emailAddress?: string | null;
                            mobileNumber?: string | null;
                            countryIsoCode: string;
                            dateOfBirth?: string | null;
                            gender?: ("Male" | "Female") | null;
                            preferredLanguage: string;
                            /** @enum {string} */
                            kycStatusSummary: "Unverified" | "Verified" | "Rejected";
                            isActive: boolean;
                            createdDate: string;
                            loginCredentials?: {
                                username?: string | null;
                                isLockedOut: boolean;
                                reasonForLockout?: string | null;
                            } | null;
                            preferredName?: string | null;
                            fullNameOfNextOfKin?: string | null;
                            contactNumberForNextOfKin?: string | null;
                            alternateContactNumber?: string | null;
                            invitationCode?: string | null;
                            isRegistrationComplete: boolean;
                            isEmailVerified: boolean;
                            isMobileNumberVerified: boolean;
                            identityDocuments: {
                                [key: string]: unknown;
                            }[];
                            kycLookupResults: {
                                [key: string]: unknown;
                            }[];
                            files: {
                                [key: string]: unknown;
                            }[];
                            devices: {
                                [key: string]: unknown;
                            }[];
                            addresses: {
                                reference?: string | null;
                                yourReference?: string | null;
                                addressType?: (("MAIN" | "POST" | "BILL") | number) | null;
                                addressLine1?: string | null;
                                addressLine2?: string | null;
                                addressLine3?: string | null;
                                postalCode?: string | null;
                                countryIsoCode?: string | null;
                                city?: string | null;
                                state?: string | null;
                                location?: {
                                    latitude: number;
                                    longitude: number;
                                    timeZone?: string | null;
                                    description?: string | null;
                                } | null;
                                description?: string | null;
                                formatted?: string | null;
                                isActive?: boolean | null;
                                createdDate?: string | null;
                            }[];
                            beneficiaries: {
                                [key: string]: unknown;
                            }[];
                            attributes: {
                                [key: string]: unknown;
                            }[];
                            accounts: {
                                bankAccounts: {
                                    [key: string]: unknown;
                                }[];
                                mobileWallets: {
                                    [key: string]: unknown;
                                }[];
                                loanAccounts: {
                                    [key: string]: unknown;
                                }[];
                                insurancePolicies: {
                                    [key: string]: unknown;
                                }[];
                                genericAccounts: {
                                    [key: string]: unknown;
                                }[];
                                cards: {
                                    [key: string]: unknown;
                                }[];
                            };
                            rewardPointsInfo: {
                                pointsBalance: number;
                                rewardTier: number;
                                creditTransactionCount: number;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "consumers.adminUploadFile": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                consumerReference: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    fileType?: "Unspecified" | "FaceImage" | "IdentityDocumentFront" | "IdentityDocumentBack" | "PassportPhotoPage" | "DriversLicenceFront" | "DriversLicenceBack" | "ProofOfAddress" | "ProofOfIncome" | "BankStatement" | "Signature" | "CompanyRegistrationDocument" | "TaxCertificate" | "ResidencePermit";
                    kycResults?: {
                        [key: string]: unknown;
                    }[] | null;
                    reference?: string | null;
                    yourReference?: string | null;
                    description?: string | null;
                    fileName: string;
                    mimeType?: string | null;
                    /** Format: base64 */
                    base64Data: string;
                    createdDate?: string | null;
                    lastUpdatedDate?: string | null;
                    isActive?: boolean;
                    retrievalUrl?: string | null;
                    emailDeliveryUrl?: string | null;
                    smsDeliveryUrl?: string | null;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            reference: string;
                            /** @enum {string} */
                            fileType: "Unspecified" | "FaceImage" | "IdentityDocumentFront" | "IdentityDocumentBack" | "PassportPhotoPage" | "DriversLicenceFront" | "DriversLicenceBack" | "ProofOfAddress" | "ProofOfIncome" | "BankStatement" | "Signature" | "CompanyRegistrationDocument" | "TaxCertificate" | "ResidencePermit";
                            kycResults?: {
                                [key: string]: unknown;
                            }[] | null;
                            yourReference?: string | null;
                            description?: string | null;
                            fileName: string;
                            mimeType: string;
                            createdDate: string;
                            lastUpdatedDate?: string | null;
                            isActive: boolean;
                            retrievalUrl?: string | null;
                            emailDeliveryUrl?: string | null;
                            smsDeliveryUrl?: string | null;
                            checksum: string;
                            sizeInBytes: number;
                            base64Data?: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "consumers.adminGetFile": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                consumerReference: string;
                fileReference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            reference: string;
                            /** @enum {string} */
                            fileType: "Unspecified" | "FaceImage" | "IdentityDocumentFront" | "IdentityDocumentBack" | "PassportPhotoPage" | "DriversLicenceFront" | "DriversLicenceBack" | "ProofOfAddress" | "ProofOfIncome" | "BankStatement" | "Signature" | "CompanyRegistrationDocument" | "TaxCertificate" | "ResidencePermit";
                            kycResults?: {
                                [key: string]: unknown;
                            }[] | null;
                            yourReference?: string | null;
                            description?: string | null;
                            fileName: string;
                            mimeType: string;
                            createdDate: string;
                            lastUpdatedDate?: string | null;
                            isActive: boolean;
                            retrievalUrl?: string | null;
                            emailDeliveryUrl?: string | null;
                            smsDeliveryUrl?: string | null;
                            checksum: string;
                            sizeInBytes: number;
                            base64Data: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "consumers.adminDeleteFile": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                consumerReference: string;
                fileReference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "consumers.adminKycReject": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                consumerReference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "consumers.adminKycVerify": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                consumerReference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "consumers.adminGetConsumer": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                consumerReference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            reference?: string | null;
                            yourReference?: string | null;
                            source?: string | null;
                            userReference?: string | null;
                            firstName?: string | null;
                            lastName?: string | null;
                            middleName?: string | null;
                            emailAddress?: string | null;
                            mobileNumber?: string | null;
                            countryIsoCode: string;
                            dateOfBirth?: string | null;
                            gender?: ("Male" | "Female") | null;
                            preferredLanguage: string;
                            /** @enum {string} */
                            kycStatusSummary: "Unverified" | "Verified" | "Rejected";
                            isActive: boolean;
                            createdDate: string;
                            loginCredentials?: {
                                username?: string | null;
                                isLockedOut: boolean;
                                reasonForLockout?: string | null;
                            } | null;
                            preferredName?: string | null;
                            fullNameOfNextOfKin?: string | null;
                            contactNumberForNextOfKin?: string | null;
                            alternateContactNumber?: string | null;
                            invitationCode?: string | null;
                            isRegistrationComplete: boolean;
                            isEmailVerified: boolean;
                            isMobileNumberVerified: boolean;
                            identityDocuments: {
                                [key: string]: unknown;
                            }[];
                            kycLookupResults: {
                                [key: string]: unknown;
                            }[];
                            files: {
                                [key: string]: unknown;
                            }[];
                            devices: {
                                [key: string]: unknown;
                            }[];
                            addresses: {
                                reference?: string | null;
                                yourReference?: string | null;
                                addressType?: (("MAIN" | "POST" | "BILL") | number) | null;
                                addressLine1?: string | null;
                                addressLine2?: string | null;
                                addressLine3?: string | null;
                                postalCode?: string | null;
                                countryIsoCode?: string | null;
                                city?: string | null;
                                state?: string | null;
                                location?: {
                                    latitude: number;
                                    longitude: number;
                                    timeZone?: string | null;
                                    description?: string | null;
                                } | null;
                                description?: string | null;
                                formatted?: string | null;
                                isActive?: boolean | null;
                                createdDate?: string | null;
                            }[];
                            beneficiaries: {
                                [key: string]: unknown;
                            }[];
                            attributes: {
                                [key: string]: unknown;
                            }[];
                            accounts: {
                                bankAccounts: {
                                    [key: string]: unknown;
                                }[];
                                mobileWallets: {
                                    [key: string]: unknown;
                                }[];
                                loanAccounts: {
                                    [key: string]: unknown;
                                }[];
                                insurancePolicies: {
                                    [key: string]: unknown;
                                }[];
                                genericAccounts: {
                                    [key: string]: unknown;
                                }[];
                                cards: {
                                    [key: string]: unknown;
                                }[];
                            };
                            rewardPointsInfo: {
                                pointsBalance: number;
                                rewardTier: number;
                                creditTransactionCount: number;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "consumers.getFile": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                fileReference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            reference: string;
                            /** @enum {string} */
                            fileType: "Unspecified" | "FaceImage" | "IdentityDocumentFront" | "IdentityDocumentBack" | "PassportPhotoPage" | "DriversLicenceFront" | "DriversLicenceBack" | "ProofOfAddress" | "ProofOfIncome" | "BankStatement" | "Signature" | "CompanyRegistrationDocument" | "TaxCertificate" | "ResidencePermit";
                            kycResults?: {
                                [key: string]: unknown;
                            }[] | null;
                            yourReference?: string | null;
                            description?: string | null;
                            fileName: string;
                            mimeType: string;
                            createdDate: string;
                            lastUpdatedDate?: string | null;
                            isActive: boolean;
                            retrievalUrl?: string | null;
                            emailDeliveryUrl?: string | null;
                            smsDeliveryUrl?: string | null;
                            checksum: string;
                            sizeInBytes: number;
                            base64Data?: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "consumers.emailFile": {
        parameters: {
            query: {
                emailAddress: string;
            };
            header?: never;
            path: {
                fileReference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
            502: components["responses"]["BadGateway"];
        };
    };
    "consumers.smsFile": {
        parameters: {
            query: {
                msisdn: string;
            };
            header?: never;
            path: {
                fileReference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
            502: components["responses"]["BadGateway"];
        };
    };
    "content.bundle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            version: string;
                            appName: string;
                            locale: string;
                            updatedDate: string;
                            documents: {
                                id: string;
                                title: string;
                                updatedDate: string;
                                url: string;
                                formats: ("json" | "html" | "md")[];
                            }[];
                            supportLinks: {
                                id: string;
                                label: string;
                                url: string;
                            }[];
                            contactDetailsUrl: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "content.contactDetails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            organisationName: string;
                            /** Format: email */
                            supportEmail: string;
                            /** Format: email */
                            privacyEmail: string;
                            /** Format: email */
                            securityEmail: string;
                            phoneNumber: string;
                            phoneNumberDisplay: string;
                            /** Format: uri */
                            websiteUrl: string;
                            supportHours: {
                                timeZone: string;
                                periods: {
                                    days: ("Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday")[];
                                    opens: string;
                                    closes: string;
                                }[];
                                note: string | null;
                            };
                            address: {
                                addressLine1: string;
                                addressLine2: string | null;
                                city: string;
                                state: string | null;
                                postalCode: string | null;
                                countryIsoCode: string;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "content.faq": {
        parameters: {
            query?: {
                format?: "json" | "html" | "md";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            id: string;
                            title: string;
                            updatedDate: string;
                            summary: string;
                            summaryHtml: string;
                            questions: {
                                id: string;
                                question: string;
                                answer: string;
                                answerHtml: string;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "content.help": {
        parameters: {
            query?: {
                format?: "json" | "html" | "md";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            id: string;
                            title: string;
                            updatedDate: string;
                            summary: string;
                            summaryHtml: string;
                            sections: {
                                id: string;
                                heading: string;
                                body: string;
                                bodyHtml: string;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "content.privacyPolicy": {
        parameters: {
            query?: {
                format?: "json" | "html" | "md";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            id: string;
                            title: string;
                            updatedDate: string;
                            summary: string;
                            summaryHtml: string;
                            sections: {
                                id: string;
                                heading: string;
                                body: string;
                                bodyHtml: string;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "content.termsOfUse": {
        parameters: {
            query?: {
                format?: "json" | "html" | "md";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            id: string;
                            title: string;
                            updatedDate: string;
                            summary: string;
                            summaryHtml: string;
                            sections: {
                                id: string;
                                heading: string;
                                body: string;
                                bodyHtml: string;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "contract.docs": {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of a copy already held (or a list of them, or `*`): when it names the current one the answer is 304 without a body. */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": unknown;
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "system.health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            /** @enum {string} */
                            status: "Healthy" | "Degraded" | "Unhealthy";
                            totalDuration: string;
                            entries: {
                                [key: string]: {
                                    /** @enum {string} */
                                    status: "Healthy" | "Degraded" | "Unhealthy";
                                    duration: string;
                                    description?: string;
                                    error?: string;
                                };
                            };
                            timeChecked: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "system.logging": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date-time */
                    timestamp: string;
                    level: number;
                    template: string;
                    properties: unknown[];
                }[];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "lookups.address": {
        parameters: {
            query: {
                latitude: string;
                longitude: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            reference?: string | null;
                            yourReference?: string | null;
                            addressType?: (("MAIN" | "POST" | "BILL") | number) | null;
                            addressLine1?: string | null;
                            addressLine2?: string | null;
                            addressLine3?: string | null;
                            postalCode?: string | null;
                            countryIsoCode?: string | null;
                            city?: string | null;
                            state?: string | null;
                            location?: {
                                latitude: number;
                                longitude: number;
                                timeZone?: string | null;
                                description?: string | null;
                            } | null;
                            description?: string | null;
                            formatted?: string | null;
                            isActive?: boolean | null;
                            createdDate?: string | null;
                            countryName: string | null;
                            unknownFields: string[];
                            note: string;
                            nearestCity: {
                                name: string;
                                countryIsoCode: string | null;
                                population: number;
                                latitude: number;
                                longitude: number;
                                distanceInKilometres: number;
                            } | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "lookups.digitalAddress": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                digitalAddress: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            reference?: string | null;
                            yourReference?: string | null;
                            addressType?: (("MAIN" | "POST" | "BILL") | number) | null;
                            addressLine1?: string | null;
                            addressLine2?: string | null;
                            addressLine3?: string | null;
                            postalCode?: string | null;
                            countryIsoCode?: string | null;
                            city?: string | null;
                            state?: string | null;
                            location?: {
                                latitude: number;
                                longitude: number;
                                timeZone?: string | null;
                                description?: string | null;
                            } | null;
                            description?: string | null;
                            formatted?: string | null;
                            isActive?: boolean | null;
                            createdDate?: string | null;
                            countryName: string | null;
                            unknownFields: string[];
                            note: string;
                            digitalAddress: string;
                            postcodeDistrict: string;
                            region: {
                                letter: string;
                                name: string;
                                currentRegions: string[];
                            };
                            districtName: string | null;
                            timeZone: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "lookups.bank": {
        parameters: {
            query?: {
                country?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            code: string;
                            name: string;
                            countryIsoCode: string;
                            swiftCode: string | null;
                            nationalBankCode: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "lookups.cardIssuerCountry": {
        parameters: {
            query: {
                cardBin: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            isAvailable: boolean;
                            country: string | null;
                            countryName: string | null;
                            longIsoCode: string | null;
                            shortIsoCode: string | null;
                            numericIsoCode: number | null;
                            dialingCode: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "lookups.country": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            country: string;
                            countryName: string;
                            longIsoCode: string;
                            shortIsoCode: string;
                            numericIsoCode: number;
                            dialingCode: string;
                            currencyCode: string | null;
                            region: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "lookups.countryAll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            country: string;
                            countryName: string;
                            longIsoCode: string;
                            shortIsoCode: string;
                            numericIsoCode: number;
                            dialingCode: string;
                            currencyCode: string | null;
                            region: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "lookups.currency": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            code: string;
                            numericCode: number;
                            name: string;
                            minorUnits: number;
                            symbol: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "lookups.currencyAll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            code: string;
                            numericCode: number;
                            name: string;
                            minorUnits: number;
                            symbol: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "lookups.language": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            code: string;
                            bibliographicCode: string;
                            alpha2Code: string | null;
                            name: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "lookups.languageAll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            code: string;
                            bibliographicCode: string;
                            alpha2Code: string | null;
                            name: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "lookups.merchantCategory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            code: number;
                            mcc: string;
                            name: string;
                            description: string;
                            groupCode: string;
                            groupName: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "lookups.merchantCategoryGroups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            code: string;
                            name: string;
                            categoryCodes: number[];
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "lookups.mobileWalletOperator": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            code: string;
                            name: string;
                            operator: string;
                            countryIsoCode: string;
                            currency: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "lookups.productType": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            code: string;
                            name: string;
                            description: string;
                            group: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "lookups.transactionStatus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            code: string;
                            name: string;
                            description: string;
                            status: number;
                            category: number;
                            categoryName: string;
                            summaryStatus: number;
                            summaryStatusName: string;
                            isFinal: boolean;
                            next: string[];
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "merchants.updateMerchant": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reference?: string | null;
                    userReference?: string | null;
                    yourReference?: string | null;
                    source?: string | null;
                    name?: string;
                    categoryCode?: number;
                    category?: string | null;
                    emailAddress?: string | null;
                    mobileNumber?: string | null;
                    countryIsoCode?: string | null;
                    currency?: string;
                    /** @enum {string} */
                    kybStatusSummary?: "Unverified" | "Verified" | "PartiallyVerified" | "Rejected";
                    shortCode?: number | null;
                    isActive?: boolean;
                    createdDate?: string | null;
                    loginCredentials?: {
                        username?: string | null;
                        password?: string | null;
                        isLockedOut?: boolean;
                        reasonForLockout?: string | null;
                    } | null;
                    tradingName?: string | null;
                    franchiseName?: string | null;
                    capturedBy?: string | null;
                    capturedFrom?: string | null;
                    /** @enum {string} */
                    industry?: "None" | "Retail" | "Restaurant" | "Forecourt" | "Workshop";
                    phoneNumber?: string | null;
                    notificationEmailAddress?: string | null;
                    notificationMobileNumber?: string | null;
                    city?: string | null;
                    state?: string | null;
                    languageIsoCode?: string | null;
                    webSiteUrl?: string | null;
                    isRegistrationComplete?: boolean;
                    isEmailVerified?: boolean;
                    isMobileNumberVerified?: boolean;
                    vCard?: string | null;
                    logoImage?: string | null;
                    taxNumber?: string | null;
                    companyRegistrationNumber?: string | null;
                    companyRegistrationDate?: string | null;
                    adminPasscode?: string | null;
                    hasAdminPasscode?: boolean;
                    logoUrl?: string | null;
                    hostedPaymentUrl?: string | null;
                    hostedPaymentOptions?: {
                        cardNotPresentMID?: number | null;
                        isVisaEnabled?: boolean;
                        isMastercardEnabled?: boolean;
                        isAmericanExpressEnabled?: boolean;
                        isDinersEnabled?: boolean;
                        /** @enum {string} */
                        settlementTime?: "None" | "Immediate" | "EndOfDay" | "NextBusinessDay" | "Weekly";
                    } | null;
                    posOptions?: {
                        isRefundsEnabled?: boolean;
                        isCancellationsEnabled?: boolean;
                        isPurchaseWithCashbackEnabled?: boolean;
                        isWithdrawalsEnabled?: boolean;
                        isBalanceCheckEnabled?: boolean;
                        isCurrencyConversionEnabled?: boolean;
                        isRcsPaymentEnabled?: boolean;
                        isDebiCheckEnabled?: boolean;
                        isPreAuthorizationEnabled?: boolean;
                        isManualCardEntryEnabled?: boolean;
                        isInvoiceNumberEnabled?: boolean;
                        isPasscodeAlwaysRequired?: boolean;
                        /** @enum {string} */
                        fuelPurchaseMethod?: "ByAmount" | "ByVolume" | "FillUp";
                    } | null;
                    business?: {
                        reference?: string | null;
                        parentBusinessReference?: string | null;
                        createdDate?: string | null;
                        yourReference?: string | null;
                        source?: string | null;
                        name?: string | null;
                        emailAddress?: string | null;
                        mobileNumber?: string | null;
                        phoneNumber?: string | null;
                        isEmailVerified?: boolean;
                        isMobileNumberVerified?: boolean;
                        isActive?: boolean;
                    } | null;
                    addresses?: {
                        reference?: string | null;
                        yourReference?: string | null;
                        addressType?: (("MAIN" | "POST" | "BILL") | number) | null;
                        addressLine1?: string | null;
                        addressLine2?: string | null;
                        addressLine3?: string | null;
                        postalCode?: string | null;
                        countryIsoCode?: string;
                        city?: string | null;
                        state?: string | null;
                        location?: {
                            latitude: number;
                            longitude: number;
                            timeZone?: string | null;
                            description?: string | null;
                        } | null;
                        description?: string | null;
                        formatted?: string | null;
                        isActive?: boolean;
                        createdDate?: string | null;
                    }[] | null;
                    employees?: {
                        reference?: string | null;
                        yourReference?: string | null;
                        name: string;
                        mobileNumber?: string | null;
                        emailAddress?: string | null;
                        /** @enum {string} */
                        role?: "Owner" | "Manager" | "Cashier" | "Attendant";
                        passcode?: string | null;
                        isActive?: boolean;
                        hasPasscode?: boolean;
                        createdDate?: string | null;
                    }[] | null;
                    terminals?: {
                        reference?: string | null;
                        yourReference?: string | null;
                        serialNumber?: string | null;
                        name?: string | null;
                        model?: string | null;
                        location?: {
                            latitude: number;
                            longitude: number;
                            timeZone?: string | null;
                            description?: string | null;
                        } | null;
                        isActive?: boolean;
                        createdDate?: string | null;
                    }[] | null;
                    files?: {
                        reference?: string | null;
                        fileType?: string | null;
                        fileName?: string | null;
                        description?: string | null;
                        url?: string | null;
                        createdDate?: string | null;
                    }[] | null;
                    notificationSettings?: {
                        /** @enum {string} */
                        eventType: "PaymentReceived" | "RefundProcessed" | "SettlementPaid" | "DailySummary" | "KybStatusChanged";
                        /** @enum {string} */
                        channel: "Email" | "Sms" | "Push";
                        destination?: string | null;
                        isEnabled: boolean;
                    }[] | null;
                    attributes?: {
                        name: string;
                        value: string;
                    }[] | null;
                    bankAccounts?: {
                        reference?: string | null;
                        accountName?: string | null;
                        accountNumber: string;
                        bank: string;
                        branchCode?: string | null;
                        currency?: string;
                        isSettlementAccount?: boolean;
                        createdDate?: string | null;
                    }[] | null;
                    mobileWallets?: {
                        reference?: string | null;
                        msisdn: string;
                        mobileWalletOperator?: string | null;
                        accountName?: string | null;
                        currency?: string;
                        isActive?: boolean;
                        createdDate?: string | null;
                    }[] | null;
                    operatingTimes?: {
                        /** @enum {string} */
                        dayOfWeek: "Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday";
                        openTime: string;
                        closeTime: string;
                        isClosed?: boolean;
                    }[] | null;
                    devices?: {
                        reference?: string | null;
                        deviceType?: ("Phone" | "Tablet" | "Terminal" | "Computer" | "Other") | null;
                        name?: string | null;
                        serialNumber?: string | null;
                        operatingSystemVersion?: string | null;
                        pushNotificationToken?: string | null;
                        isActive?: boolean;
                        createdDate?: string | null;
                    }[] | null;
                    qrCodes?: {
                        reference?: string | null;
                        qrCodeType?: ("NONE" | "V2QR" | "GHQR" | "NIBSSQR" | "ZapperQR" | "SnapScanQR" | "PayShapQR" | "MtnMoMoQR") | null;
                        qrCode?: string | null;
                        terminalReference?: string | null;
                        description?: string | null;
                        createdDate?: string | null;
                    }[] | null;
                    assignedProductReferences?: string[] | null;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            reference?: string | null;
                            userReference?: string | null;
                            yourReference?: string | null;
                            source?: string | null;
                            name: string;
                            categoryCode: number;
                            category?: string | null;
                            emailAddress?: string | null;
                            mobileNumber?: string | null;
                            countryIsoCode?: string | null;
                            currency: string;
                            /** @enum {string} */
                            kybStatusSummary: "Unverified" | "Verified" | "PartiallyVerified" | "Rejected";
                            shortCode?: number | null;
                            isActive: boolean;
                            createdDate: string;
                            loginCredentials?: {
                                username?: string | null;
                                isLockedOut: boolean;
                                reasonForLockout?: string | null;
                            } | null;
                            tradingName?: string | null;
                            franchiseName?: string | null;
                            capturedBy?: string | null;
                            capturedFrom?: string | null;
                            /** @enum {string} */
                            industry: "None" | "Retail" | "Restaurant" | "Forecourt" | "Workshop";
                            phoneNumber?: string | null;
                            notificationEmailAddress?: string | null;
                            notificationMobileNumber?: string | null;
                            city?: string | null;
                            state?: string | null;
                            languageIsoCode?: string | null;
                            webSiteUrl?: string | null;
                            isRegistrationComplete: boolean;
                            isEmailVerified: boolean;
                            isMobileNumberVerified: boolean;
                            vCard?: string | null;
                            logoImage?: string | null;
                            taxNumber?: string | null;
                            companyRegistrationNumber?: string | null;
                            companyRegistrationDate?: string | null;
                            hasAdminPasscode: boolean;
                            logoUrl?: string | null;
                            hostedPaymentUrl?: string | null;
                            hostedPaymentOptions?: {
                                [key: string]: unknown;
                            } | null;
                            posOptions?: {
                                [key: string]: unknown;
                            } | null;
                            business?: {
                                [key: string]: unknown;
                            } | null;
                            addresses: {
                                reference?: string | null;
                                yourReference?: string | null;
                                addressType?: (("MAIN" | "POST" | "BILL") | number) | null;
                                addressLine1?: string | null;
                                addressLine2?: string | null;
                                addressLine3?: string | null;
                                postalCode?: string | null;
                                countryIsoCode?: string | null;
                                city?: string | null;
                                state?: string | null;
                                location?: {
                                    latitude: number;
                                    longitude: number;
                                    timeZone?: string | null;
                                    description?: string | null;
                                } | null;
                                description?: string | null;
                                formatted?: string | null;
                                isActive?: boolean | null;
                                createdDate?: string | null;
                            }[];
                            employees: {
                                [key: string]: unknown;
                            }[];
                            terminals: {
                                [key: string]: unknown;
                            }[];
                            files: {
                                [key: string]: unknown;
                            }[];
                            notificationSettings: {
                                [key: string]: unknown;
                            }[];
                            attributes: {
                                [key: string]: unknown;
                            }[];
                            bankAccounts: {
                                [key: string]: unknown;
                            }[];
                            mobileWallets: {
                                [key: string]: unknown;
                            }[];
                            operatingTimes: {
                                [key: string]: unknown;
                            }[];
                            devices: {
                                [key: string]: unknown;
                            }[];
                            qrCodes: {
                                [key: string]: unknown;
                            }[];
                            assignedProductReferences: string[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "merchants.createMerchant": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reference?: string | null;
                    userReference?: string | null;
                    yourReference?: string | null;
                    source?: string | null;
                    name: string;
                    categoryCode: number;
                    category?: string | null;
                    emailAddress?: string | null;
                    mobileNumber?: string | null;
                    countryIsoCode?: string | null;
                    currency: string;
                    /** @enum {string} */
                    kybStatusSummary?: "Unverified" | "Verified" | "PartiallyVerified" | "Rejected";
                    shortCode?: number | null;
                    isActive?: boolean;
                    createdDate?: string | null;
                    loginCredentials?: {
                        username?: string | null;
                        password?: string | null;
                        isLockedOut?: boolean;
                        reasonForLockout?: string | null;
                    } | null;
                    tradingName?: string | null;
                    franchiseName?: string | null;
                    capturedBy?: string | null;
                    capturedFrom?: string | null;
                    /** @enum {string} */
                    industry?: "None" | "Retail" | "Restaurant" | "Forecourt" | "Workshop";
                    phoneNumber?: string | null;
                    notificationEmailAddress?: string | null;
                    notificationMobileNumber?: string | null;
                    city?: string | null;
                    state?: string | null;
                    languageIsoCode?: string | null;
                    webSiteUrl?: string | null;
                    isRegistrationComplete?: boolean;
                    isEmailVerified?: boolean;
                    isMobileNumberVerified?: boolean;
                    vCard?: string | null;
                    logoImage?: string | null;
                    taxNumber?: string | null;
                    companyRegistrationNumber?: string | null;
                    companyRegistrationDate?: string | null;
                    adminPasscode?: string | null;
                    hasAdminPasscode?: boolean;
                    logoUrl?: string | null;
                    hostedPaymentUrl?: string | null;
                    hostedPaymentOptions?: {
                        cardNotPresentMID?: number | null;
                        isVisaEnabled?: boolean;
                        isMastercardEnabled?: boolean;
                        isAmericanExpressEnabled?: boolean;
                        isDinersEnabled?: boolean;
                        /** @enum {string} */
                        settlementTime?: "None" | "Immediate" | "EndOfDay" | "NextBusinessDay" | "Weekly";
                    } | null;
                    posOptions?: {
                        isRefundsEnabled?: boolean;
                        isCancellationsEnabled?: boolean;
                        isPurchaseWithCashbackEnabled?: boolean;
                        isWithdrawalsEnabled?: boolean;
                        isBalanceCheckEnabled?: boolean;
                        isCurrencyConversionEnabled?: boolean;
                        isRcsPaymentEnabled?: boolean;
                        isDebiCheckEnabled?: boolean;
                        isPreAuthorizationEnabled?: boolean;
                        isManualCardEntryEnabled?: boolean;
                        isInvoiceNumberEnabled?: boolean;
                        isPasscodeAlwaysRequired?: boolean;
                        /** @enum {string} */
                        fuelPurchaseMethod?: "ByAmount" | "ByVolume" | "FillUp";
                    } | null;
                    business?: {
                        reference?: string | null;
                        parentBusinessReference?: string | null;
                        createdDate?: string | null;
                        yourReference?: string | null;
                        source?: string | null;
                        name?: string | null;
                        emailAddress?: string | null;
                        mobileNumber?: string | null;
                        phoneNumber?: string | null;
                        isEmailVerified?: boolean;
                        isMobileNumberVerified?: boolean;
                        isActive?: boolean;
                    } | null;
                    addresses?: {
                        reference?: string | null;
                        yourReference?: string | null;
                        addressType?: (("MAIN" | "POST" | "BILL") | number) | null;
                        addressLine1?: string | null;
                        addressLine2?: string | null;
                        addressLine3?: string | null;
                        postalCode?: string | null;
                        countryIsoCode?: string;
                        city?: string | null;
                        state?: string | null;
                        location?: {
                            latitude: number;
                            longitude: number;
                            timeZone?: string | null;
                            description?: string | null;
                        } | null;
                        description?: string | null;
                        formatted?: string | null;
                        isActive?: boolean;
                        createdDate?: string | null;
                    }[] | null;
                    employees?: {
                        reference?: string | null;
                        yourReference?: string | null;
                        name: string;
                        mobileNumber?: string | null;
                        emailAddress?: string | null;
                        /** @enum {string} */
                        role?: "Owner" | "Manager" | "Cashier" | "Attendant";
                        passcode?: string | null;
                        isActive?: boolean;
                        hasPasscode?: boolean;
                        createdDate?: string | null;
                    }[] | null;
                    terminals?: {
                        reference?: string | null;
                        yourReference?: string | null;
                        serialNumber?: string | null;
                        name?: string | null;
                        model?: string | null;
                        location?: {
                            latitude: number;
                            longitude: number;
                            timeZone?: string | null;
                            description?: string | null;
                        } | null;
                        isActive?: boolean;
                        createdDate?: string | null;
                    }[] | null;
                    files?: {
                        reference?: string | null;
                        fileType?: string | null;
                        fileName?: string | null;
                        description?: string | null;
                        url?: string | null;
                        createdDate?: string | null;
                    }[] | null;
                    notificationSettings?: {
                        /** @enum {string} */
                        eventType: "PaymentReceived" | "RefundProcessed" | "SettlementPaid" | "DailySummary" | "KybStatusChanged";
                        /** @enum {string} */
                        channel: "Email" | "Sms" | "Push";
                        destination?: string | null;
                        isEnabled: boolean;
                    }[] | null;
                    attributes?: {
                        name: string;
                        value: string;
                    }[] | null;
                    bankAccounts?: {
                        reference?: string | null;
                        accountName?: string | null;
                        accountNumber: string;
                        bank: string;
                        branchCode?: string | null;
                        currency?: string;
                        isSettlementAccount?: boolean;
                        createdDate?: string | null;
                    }[] | null;
                    mobileWallets?: {
                        reference?: string | null;
                        msisdn: string;
                        mobileWalletOperator?: string | null;
                        accountName?: string | null;
                        currency?: string;
                        isActive?: boolean;
                        createdDate?: string | null;
                    }[] | null;
                    operatingTimes?: {
                        /** @enum {string} */
                        dayOfWeek: "Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday";
                        openTime: string;
                        closeTime: string;
                        isClosed?: boolean;
                    }[] | null;
                    devices?: {
                        reference?: string | null;
                        deviceType?: ("Phone" | "Tablet" | "Terminal" | "Computer" | "Other") | null;
                        name?: string | null;
                        serialNumber?: string | null;
                        operatingSystemVersion?: string | null;
                        pushNotificationToken?: string | null;
                        isActive?: boolean;
                        createdDate?: string | null;
                    }[] | null;
                    qrCodes?: {
                        reference?: string | null;
                        qrCodeType?: ("NONE" | "V2QR" | "GHQR" | "NIBSSQR" | "ZapperQR" | "SnapScanQR" | "PayShapQR" | "MtnMoMoQR") | null;
                        qrCode?: string | null;
                        terminalReference?: string | null;
                        description?: string | null;
                        createdDate?: string | null;
                    }[] | null;
                    assignedProductReferences?: string[] | null;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            reference?: string | null;
                            userReference?: string | null;
                            yourReference?: string | null;
                            source?: string | null;
                            name: string;
                            categoryCode: number;
                            category?: string | null;
                            emailAddress?: string | null;
                            mobileNumber?: string | null;
                            countryIsoCode?: string | null;
                            currency: string;
                            /** @enum {string} */
                            kybStatusSummary: "Unverified" | "Verified" | "PartiallyVerified" | "Rejected";
                            shortCode?: number | null;
                            isActive: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "merchants.adminUpdateMerchant": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    reference: string;
                    userReference?: string | null;
                    yourReference?: string | null;
                    source?: string | null;
                    name?: string;
                    categoryCode?: number;
                    category?: string | null;
                    emailAddress?: string | null;
                    mobileNumber?: string | null;
                    countryIsoCode?: string | null;
                    currency?: string;
                    /** @enum {string} */
                    kybStatusSummary?: "Unverified" | "Verified" | "PartiallyVerified" | "Rejected";
                    shortCode?: number | null;
                    isActive?: boolean;
                    createdDate?: string | null;
                    loginCredentials?: {
                        username?: string | null;
                        password?: string | null;
                        isLockedOut?: boolean;
                        reasonForLockout?: string | null;
                    } | null;
                    tradingName?: string | null;
                    franchiseName?: string | null;
                    capturedBy?: string | null;
                    capturedFrom?: string | null;
                    /** @enum {string} */
                    industry?: "None" | "Retail" | "Restaurant" | "Forecourt" | "Workshop";
                    phoneNumber?: string | null;
                    notificationEmailAddress?: string | null;
                    notificationMobileNumber?: string | null;
                    city?: string | null;
                    state?: string | null;
                    languageIsoCode?: string | null;
                    webSiteUrl?: string | null;
                    isRegistrationComplete?: boolean;
                    isEmailVerified?: boolean;
                    isMobileNumberVerified?: boolean;
                    vCard?: string | null;
                    logoImage?: string | null;
                    taxNumber?: string | null;
                    companyRegistrationNumber?: string | null;
                    companyRegistrationDate?: string | null;
                    adminPasscode?: string | null;
                    hasAdminPasscode?: boolean;
                    logoUrl?: string | null;
                    hostedPaymentUrl?: string | null;
                    hostedPaymentOptions?: {
                        cardNotPresentMID?: number | null;
                        isVisaEnabled?: boolean;
                        isMastercardEnabled?: boolean;
                        isAmericanExpressEnabled?: boolean;
                        isDinersEnabled?: boolean;
                        /** @enum {string} */
                        settlementTime?: "None" | "Immediate" | "EndOfDay" | "NextBusinessDay" | "Weekly";
                    } | null;
                    posOptions?: {
                        isRefundsEnabled?: boolean;
                        isCancellationsEnabled?: boolean;
                        isPurchaseWithCashbackEnabled?: boolean;
                        isWithdrawalsEnabled?: boolean;
                        isBalanceCheckEnabled?: boolean;
                        isCurrencyConversionEnabled?: boolean;
                        isRcsPaymentEnabled?: boolean;
                        isDebiCheckEnabled?: boolean;
                        isPreAuthorizationEnabled?: boolean;
                        isManualCardEntryEnabled?: boolean;
                        isInvoiceNumberEnabled?: boolean;
                        isPasscodeAlwaysRequired?: boolean;
                        /** @enum {string} */
                        fuelPurchaseMethod?: "ByAmount" | "ByVolume" | "FillUp";
                    } | null;
                    business?: {
                        reference?: string | null;
                        parentBusinessReference?: string | null;
                        createdDate?: string | null;
                        yourReference?: string | null;
                        source?: string | null;
                        name?: string | null;
                        emailAddress?: string | null;
                        mobileNumber?: string | null;
                        phoneNumber?: string | null;
                        isEmailVerified?: boolean;
                        isMobileNumberVerified?: boolean;
                        isActive?: boolean;
                    } | null;
                    addresses?: {
                        reference?: string | null;
                        yourReference?: string | null;
                        addressType?: (("MAIN" | "POST" | "BILL") | number) | null;
                        addressLine1?: string | null;
                        addressLine2?: string | null;
                        addressLine3?: string | null;
                        postalCode?: string | null;
                        countryIsoCode?: string;
                        city?: string | null;
                        state?: string | null;
                        location?: {
                            latitude: number;
                            longitude: number;
                            timeZone?: string | null;
                            description?: string | null;
                        } | null;
                        description?: string | null;
                        formatted?: string | null;
                        isActive?: boolean;
                        createdDate?: string | null;
                    }[] | null;
                    employees?: {
                        reference?: string | null;
                        yourReference?: string | null;
                        name: string;
                        mobileNumber?: string | null;
                        emailAddress?: string | null;
                        /** @enum {string} */
                        role?: "Owner" | "Manager" | "Cashier" | "Attendant";
                        passcode?: string | null;
                        isActive?: boolean;
                        hasPasscode?: boolean;
                        createdDate?: string | null;
                    }[] | null;
                    terminals?: {
                        reference?: string | null;
                        yourReference?: string | null;
                        serialNumber?: string | null;
                        name?: string | null;
                        model?: string | null;
                        location?: {
                            latitude: number;
                            longitude: number;
                            timeZone?: string | null;
                            description?: string | null;
                        } | null;
                        isActive?: boolean;
                        createdDate?: string | null;
                    }[] | null;
                    files?: {
                        reference?: string | null;
                        fileType?: string | null;
                        fileName?: string | null;
                        description?: string | null;
                        url?: string | null;
                        createdDate?: string | null;
                    }[] | null;
                    notificationSettings?: {
                        /** @enum {string} */
                        eventType: "PaymentReceived" | "RefundProcessed" | "SettlementPaid" | "DailySummary" | "KybStatusChanged";
                        /** @enum {string} */
                        channel: "Email" | "Sms" | "Push";
                        destination?: string | null;
                        isEnabled: boolean;
                    }[] | null;
                    attributes?: {
                        name: string;
                        value: string;
                    }[] | null;
                    bankAccounts?: {
                        reference?: string | null;
                        accountName?: string | null;
                        accountNumber: string;
                        bank: string;
                        branchCode?: string | null;
                        currency?: string;
                        isSettlementAccount?: boolean;
                        createdDate?: string | null;
                    }[] | null;
                    mobileWallets?: {
                        reference?: string | null;
                        msisdn: string;
                        mobileWalletOperator?: string | null;
                        accountName?: string | null;
                        currency?: string;
                        isActive?: boolean;
                        createdDate?: string | null;
                    }[] | null;
                    operatingTimes?: {
                        /** @enum {string} */
                        dayOfWeek: "Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday";
                        openTime: string;
                        closeTime: string;
                        isClosed?: boolean;
                    }[] | null;
                    devices?: {
                        reference?: string | null;
                        deviceType?: ("Phone" | "Tablet" | "Terminal" | "Computer" | "Other") | null;
                        name?: string | null;
                        serialNumber?: string | null;
                        operatingSystemVersion?: string | null;
                        pushNotificationToken?: string | null;
                        isActive?: boolean;
                        createdDate?: string | null;
                    }[] | null;
                    qrCodes?: {
                        reference?: string | null;
                        qrCodeType?: ("NONE" | "V2QR" | "GHQR" | "NIBSSQR" | "ZapperQR" | "SnapScanQR" | "PayShapQR" | "MtnMoMoQR") | null;
                        qrCode?: string | null;
                        terminalReference?: string | null;
                        description?: string | null;
                        createdDate?: string | null;
                    }[] | null;
                    assignedProductReferences?: string[] | null;
                    settlementBankAccount?: {
                        reference?: string | null;
                        accountName?: string | null;
                        accountNumber: string;
                        bank: string;
                        branchCode?: string | null;
                        currency?: string;
                        isSettlementAccount?: boolean;
                        createdDate?: string | null;
                    } | null;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            reference?: string | null;
                            userReference?: string | null;
                            yourReference?: string | null;
                            source?: string | null;
                            name: string;
                            categoryCode: number;
                            category?: string | null;
                            emailAddress?: string | null;
                            mobileNumber?: string | null;
                            countryIsoCode?: string | null;
                            currency: string;
                            /** @enum {string} */
                            kybStatusSummary: "Unverified" | "Verified" | "PartiallyVerified" | "Rejected";
                            shortCode?: number | null;
                            isActive: boolean;
                            createdDate: string;
                            loginCredentials?: {
                                username?: string | null;
                                isLockedOut: boolean;
                                reasonForLockout?: string | null;
                            } | null;
                            tradingName?: string | null;
                            franchiseName?: string | null;
                            capturedBy?: string | null;
                            capturedFrom?: string | null;
                            /** @enum {string} */
                            industry: "None" | "Retail" | "Restaurant" | "Forecourt" | "Workshop";
                            phoneNumber?: string | null;
                            notificationEmailAddress?: string | null;
                            notificationMobileNumber?: string | null;
                            city?: string | null;
                            state?: string | null;
                            languageIsoCode?: string | null;
                            webSiteUrl?: string | null;
                            isRegistrationComplete: boolean;
                            isEmailVerified: boolean;
                            isMobileNumberVerified: boolean;
                            vCard?: string | null;
                            logoImage?: string | null;
                            taxNumber?: string | null;
                            companyRegistrationNumber?: string | null;
                            companyRegistrationDate?: string | null;
                            hasAdminPasscode: boolean;
                            logoUrl?: string | null;
                            hostedPaymentUrl?: string | null;
                            hostedPaymentOptions?: {
                                [key: string]: unknown;
                            } | null;
                            posOptions?: {
                                [key: string]: unknown;
                            } | null;
                            business?: {
                                [key: string]: unknown;
                            } | null;
                            addresses: {
                                reference?: string | null;
                                yourReference?: string | null;
                                addressType?: (("MAIN" | "POST" | "BILL") | number) | null;
                                addressLine1?: string | null;
                                addressLine2?: string | null;
                                addressLine3?: string | null;
                                postalCode?: string | null;
                                countryIsoCode?: string | null;
                                city?: string | null;
                                state?: string | null;
                                location?: {
                                    latitude: number;
                                    longitude: number;
                                    timeZone?: string | null;
                                    description?: string | null;
                                } | null;
                                description?: string | null;
                                formatted?: string | null;
                                isActive?: boolean | null;
                                createdDate?: string | null;
                            }[];
                            employees: {
                                [key: string]: unknown;
                            }[];
                            terminals: {
                                [key: string]: unknown;
                            }[];
                            files: {
                                [key: string]: unknown;
                            }[];
                            notificationSettings: {
                                [key: string]: unknown;
                            }[];
                            attributes: {
                                [key: string]: unknown;
                            }[];
                            bankAccounts: {
                                [key: string]: unknown;
                            }[];
                            mobileWallets: {
                                [key: string]: unknown;
                            }[];
                            operatingTimes: {
                                [key: string]: unknown;
                            }[];
                            devices: {
                                [key: string]: unknown;
                            }[];
                            qrCodes: {
                                [key: string]: unknown;
                            }[];
                            assignedProductReferences: string[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "merchants.adminCreateMerchant": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reference?: string | null;
                    userReference?: string | null;
                    yourReference?: string | null;
                    source?: string | null;
                    name: string;
                    categoryCode: number;
                    category?: string | null;
                    emailAddress?: string | null;
                    mobileNumber?: string | null;
                    countryIsoCode?: string | null;
                    currency: string;
                    /** @enum {string} */
                    kybStatusSummary?: "Unverified" | "Verified" | "PartiallyVerified" | "Rejected";
                    shortCode?: number | null;
                    isActive?: boolean;
                    createdDate?: string | null;
                    loginCredentials?: {
                        username?: string | null;
                        password?: string | null;
                        isLockedOut?: boolean;
                        reasonForLockout?: string | null;
                    } | null;
                    tradingName?: string | null;
                    franchiseName?: string | null;
                    capturedBy?: string | null;
                    capturedFrom?: string | null;
                    /** @enum {string} */
                    industry?: "None" | "Retail" | "Restaurant" | "Forecourt" | "Workshop";
                    phoneNumber?: string | null;
                    notificationEmailAddress?: string | null;
                    notificationMobileNumber?: string | null;
                    city?: string | null;
                    state?: string | null;
                    languageIsoCode?: string | null;
                    webSiteUrl?: string | null;
                    isRegistrationComplete?: boolean;
                    isEmailVerified?: boolean;
                    isMobileNumberVerified?: boolean;
                    vCard?: string | null;
                    logoImage?: string | null;
                    taxNumber?: string | null;
                    companyRegistrationNumber?: string | null;
                    companyRegistrationDate?: string | null;
                    adminPasscode?: string | null;
                    hasAdminPasscode?: boolean;
                    logoUrl?: string | null;
                    hostedPaymentUrl?: string | null;
                    hostedPaymentOptions?: {
                        cardNotPresentMID?: number | null;
                        isVisaEnabled?: boolean;
                        isMastercardEnabled?: boolean;
                        isAmericanExpressEnabled?: boolean;
                        isDinersEnabled?: boolean;
                        /** @enum {string} */
                        settlementTime?: "None" | "Immediate" | "EndOfDay" | "NextBusinessDay" | "Weekly";
                    } | null;
                    posOptions?: {
                        isRefundsEnabled?: boolean;
                        isCancellationsEnabled?: boolean;
                        isPurchaseWithCashbackEnabled?: boolean;
                        isWithdrawalsEnabled?: boolean;
                        isBalanceCheckEnabled?: boolean;
                        isCurrencyConversionEnabled?: boolean;
                        isRcsPaymentEnabled?: boolean;
                        isDebiCheckEnabled?: boolean;
                        isPreAuthorizationEnabled?: boolean;
                        isManualCardEntryEnabled?: boolean;
                        isInvoiceNumberEnabled?: boolean;
                        isPasscodeAlwaysRequired?: boolean;
                        /** @enum {string} */
                        fuelPurchaseMethod?: "ByAmount" | "ByVolume" | "FillUp";
                    } | null;
                    business?: {
                        reference?: string | null;
                        parentBusinessReference?: string | null;
                        createdDate?: string | null;
                        yourReference?: string | null;
                        source?: string | null;
                        name?: string | null;
                        emailAddress?: string | null;
                        mobileNumber?: string | null;
                        phoneNumber?: string | null;
                        isEmailVerified?: boolean;
                        isMobileNumberVerified?: boolean;
                        isActive?: boolean;
                    } | null;
                    addresses?: {
                        reference?: string | null;
                        yourReference?: string | null;
                        addressType?: (("MAIN" | "POST" | "BILL") | number) | null;
                        addressLine1?: string | null;
                        addressLine2?: string | null;
                        addressLine3?: string | null;
                        postalCode?: string | null;
                        countryIsoCode?: string;
                        city?: string | null;
                        state?: string | null;
                        location?: {
                            latitude: number;
                            longitude: number;
                            timeZone?: string | null;
                            description?: string | null;
                        } | null;
                        description?: string | null;
                        formatted?: string | null;
                        isActive?: boolean;
                        createdDate?: string | null;
                    }[] | null;
                    employees?: {
                        reference?: string | null;
                        yourReference?: string | null;
                        name: string;
                        mobileNumber?: string | null;
                        emailAddress?: string | null;
                        /** @enum {string} */
                        role?: "Owner" | "Manager" | "Cashier" | "Attendant";
                        passcode?: string | null;
                        isActive?: boolean;
                        hasPasscode?: boolean;
                        createdDate?: string | null;
                    }[] | null;
                    terminals?: {
                        reference?: string | null;
                        yourReference?: string | null;
                        serialNumber?: string | null;
                        name?: string | null;
                        model?: string | null;
                        location?: {
                            latitude: number;
                            longitude: number;
                            timeZone?: string | null;
                            description?: string | null;
                        } | null;
                        isActive?: boolean;
                        createdDate?: string | null;
                    }[] | null;
                    files?: {
                        reference?: string | null;
                        fileType?: string | null;
                        fileName?: string | null;
                        description?: string | null;
                        url?: string | null;
                        createdDate?: string | null;
                    }[] | null;
                    notificationSettings?: {
                        /** @enum {string} */
                        eventType: "PaymentReceived" | "RefundProcessed" | "SettlementPaid" | "DailySummary" | "KybStatusChanged";
                        /** @enum {string} */
                        channel: "Email" | "Sms" | "Push";
                        destination?: string | null;
                        isEnabled: boolean;
                    }[] | null;
                    attributes?: {
                        name: string;
                        value: string;
                    }[] | null;
                    bankAccounts?: {
                        reference?: string | null;
                        accountName?: string | null;
                        accountNumber: string;
                        bank: string;
                        branchCode?: string | null;
                        currency?: string;
                        isSettlementAccount?: boolean;
                        createdDate?: string | null;
                    }[] | null;
                    mobileWallets?: {
                        reference?: string | null;
                        msisdn: string;
                        mobileWalletOperator?: string | null;
                        accountName?: string | null;
                        currency?: string;
                        isActive?: boolean;
                        createdDate?: string | null;
                    }[] | null;
                    operatingTimes?: {
                        /** @enum {string} */
                        dayOfWeek: "Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday";
                        openTime: string;
                        closeTime: string;
                        isClosed?: boolean;
                    }[] | null;
                    devices?: {
                        reference?: string | null;
                        deviceType?: ("Phone" | "Tablet" | "Terminal" | "Computer" | "Other") | null;
                        name?: string | null;
                        serialNumber?: string | null;
                        operatingSystemVersion?: string | null;
                        pushNotificationToken?: string | null;
                        isActive?: boolean;
                        createdDate?: string | null;
                    }[] | null;
                    qrCodes?: {
                        reference?: string | null;
                        qrCodeType?: ("NONE" | "V2QR" | "GHQR" | "NIBSSQR" | "ZapperQR" | "SnapScanQR" | "PayShapQR" | "MtnMoMoQR") | null;
                        qrCode?: string | null;
                        terminalReference?: string | null;
                        description?: string | null;
                        createdDate?: string | null;
                    }[] | null;
                    assignedProductReferences?: string[] | null;
                    bankAccount?: {
                        reference?: string | null;
                        accountName?: string | null;
                        accountNumber: string;
                        bank: string;
                        branchCode?: string | null;
                        currency?: string;
                        isSettlementAccount?: boolean;
                        createdDate?: string | null;
                    } | null;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            reference?: string | null;
                            userReference?: string | null;
                            yourReference?: string | null;
                            source?: string | null;
                            name: string;
                            categoryCode: number;
                            category?: string | null;
                            emailAddress?: string | null;
                            mobileNumber?: string | null;
                            countryIsoCode?: string | null;
                            currency: string;
                            /** @enum {string} */
                            kybStatusSummary: "Unverified" | "Verified" | "PartiallyVerified" | "Rejected";
                            shortCode?: number | null;
                            isActive: boolean;
                            createdDate: string;
                            loginCredentials?: {
                                username?: string | null;
                                isLockedOut: boolean;
                                reasonForLockout?: string | null;
                            } | null;
                            tradingName?: string | null;
                            franchiseName?: string | null;
                            capturedBy?: string | null;
                            capturedFrom?: string | null;
                            /** @enum {string} */
                            industry: "None" | "Retail" | "Restaurant" | "Forecourt" | "Workshop";
                            phoneNumber?: string | null;
                            notificationEmailAddress?: string | null;
                            notificationMobileNumber?: string | null;
                            city?: string | null;
                            state?: string | null;
                            languageIsoCode?: string | null;
                            webSiteUrl?: string | null;
                            isRegistrationComplete: boolean;
                            isEmailVerified: boolean;
                            isMobileNumberVerified: boolean;
                            vCard?: string | null;
                            logoImage?: string | null;
                            taxNumber?: string | null;
                            companyRegistrationNumber?: string | null;
                            companyRegistrationDate?: string | null;
                            hasAdminPasscode: boolean;
                            logoUrl?: string | null;
                            hostedPaymentUrl?: string | null;
                            hostedPaymentOptions?: {
                                [key: string]: unknown;
                            } | null;
                            posOptions?: {
                                [key: string]: unknown;
                            } | null;
                            business?: {
                                [key: string]: unknown;
                            } | null;
                            addresses: {
                                reference?: string | null;
                                yourReference?: string | null;
                                addressType?: (("MAIN" | "POST" | "BILL") | number) | null;
                                addressLine1?: string | null;
                                addressLine2?: string | null;
                                addressLine3?: string | null;
                                postalCode?: string | null;
                                countryIsoCode?: string | null;
                                city?: string | null;
                                state?: string | null;
                                location?: {
                                    latitude: number;
                                    longitude: number;
                                    timeZone?: string | null;
                                    description?: string | null;
                                } | null;
                                description?: string | null;
                                formatted?: string | null;
                                isActive?: boolean | null;
                                createdDate?: string | null;
                            }[];
                            employees: {
                                [key: string]: unknown;
                            }[];
                            terminals: {
                                [key: string]: unknown;
                            }[];
                            files: {
                                [key: string]: unknown;
                            }[];
                            notificationSettings: {
                                [key: string]: unknown;
                            }[];
                            attributes: {
                                [key: string]: unknown;
                            }[];
                            bankAccounts: {
                                [key: string]: unknown;
                            }[];
                            mobileWallets: {
                                [key: string]: unknown;
                            }[];
                            operatingTimes: {
                                [key: string]: unknown;
                            }[];
                            devices: {
                                [key: string]: unknown;
                            }[];
                            qrCodes: {
                                [key: string]: unknown;
                            }[];
                            assignedProductReferences: string[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "merchants.adminMerchantBalance": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                merchantReference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            merchantReference: string;
                            balances: {
                                currency: string;
                                availableAmountInCents: number;
                                currentAmountInCents: number;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "merchants.adminLookupAttribute": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                attribute: string;
                attributeValue: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            reference?: string | null;
                            userReference?: string | null;
                            yourReference?: string | null;
                            source?: string | null;
                            name: string;
                            categoryCode: number;
                            category?: string | null;
                            emailAddress?: string | null;
                            mobileNumber?: string | null;
                            countryIsoCode?: string | null;
                            currency: string;
                            /** @enum {string} */
                            kybStatusSummary: "Unverified" | "Verified" | "PartiallyVerified" | "Rejected";
                            shortCode?: number | null;
                            isActive: boolean;
                            createdDate: string;
                            loginCredentials?: {
                                username?: string | null;
                                isLockedOut: boolean;
                                reasonForLockout?: string | null;
                            } | null;
                            tradingName?: string | null;
                            franchiseName?: string | null;
                            capturedBy?: string | null;
                            capturedFrom?: string | null;
                            /** @enum {string} */
                            industry: "None" | "Retail" | "Restaurant" | "Forecourt" | "Workshop";
                            phoneNumber?: string | null;
                            notificationEmailAddress?: string | null;
                            notificationMobileNumber?: string | null;
                            city?: string | null;
                            state?: string | null;
                            languageIsoCode?: string | null;
                            webSiteUrl?: string | null;
                            isRegistrationComplete: boolean;
                            isEmailVerified: boolean;
                            isMobileNumberVerified: boolean;
                            vCard?: string | null;
                            logoImage?: string | null;
                            taxNumber?: string | null;
                            companyRegistrationNumber?: string | null;
                            companyRegistrationDate?: string | null;
                            hasAdminPasscode: boolean;
                            logoUrl?: string | null;
                            hostedPaymentUrl?: string | null;
                            hostedPaymentOptions?: {
                                [key: string]: unknown;
                            } | null;
                            posOptions?: {
                                [key: string]: unknown;
                            } | null;
                            business?: {
                                [key: string]: unknown;
                            } | null;
                            addresses: {
                                reference?: string | null;
                                yourReference?: string | null;
                                addressType?: (("MAIN" | "POST" | "BILL") | number) | null;
                                addressLine1?: string | null;
                                addressLine2?: string | null;
                                addressLine3?: string | null;
                                postalCode?: string | null;
                                countryIsoCode?: string | null;
                                city?: string | null;
                                state?: string | null;
                                location?: {
                                    latitude: number;
                                    longitude: number;
                                    timeZone?: string | null;
                                    description?: string | null;
                                } | null;
                                description?: string | null;
                                formatted?: string | null;
                                isActive?: boolean | null;
                                createdDate?: string | null;
                            }[];
                            employees: {
                                [key: string]: unknown;
                            }[];
                            terminals: {
                                [key: string]: unknown;
                            }[];
                            files: {
                                [key: string]: unknown;
                            }[];
                            notificationSettings: {
                                [key: string]: unknown;
                            }[];
                            attributes: {
                                [key: string]: unknown;
                            }[];
                            bankAccounts: {
                                [key: string]: unknown;
                            }[];
                            mobileWallets: {
                                [key: string]: unknown;
                            }[];
                            operatingTimes: {
                                [key: string]: unknown;
                            }[];
                            devices: {
                                [key: string]: unknown;
                            }[];
                            qrCodes: {
                                [key: string]: unknown;
                            }[];
                            assignedProductReferences: string[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "merchants.adminLookupShortcode": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                shortCode: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            reference?: string | null;
                            userReference?: string | null;
                            yourReference?: string | null;
                            source?: string | null;
                            name: string;
                            categoryCode: number;
                            category?: string | null;
                            emailAddress?: string | null;
                            mobileNumber?: string | null;
                            countryIsoCode?: string | null;
                            currency: string;
                            /** @enum {string} */
                            kybStatusSummary: "Unverified" | "Verified" | "PartiallyVerified" | "Rejected";
                            shortCode?: number | null;
                            isActive: boolean;
                            createdDate: string;
                            loginCredentials?: {
                                username?: string | null;
                                isLockedOut: boolean;
                                reasonForLockout?: string | null;
                            } | null;
                            tradingName?: string | null;
                            franchiseName?: string | null;
                            capturedBy?: string | null;
                            capturedFrom?: string | null;
                            /** @enum {string} */
                            industry: "None" | "Retail" | "Restaurant" | "Forecourt" | "Workshop";
                            phoneNumber?: string | null;
                            notificationEmailAddress?: string | null;
                            notificationMobileNumber?: string | null;
                            city?: string | null;
                            state?: string | null;
                            languageIsoCode?: string | null;
                            webSiteUrl?: string | null;
                            isRegistrationComplete: boolean;
                            isEmailVerified: boolean;
                            isMobileNumberVerified: boolean;
                            vCard?: string | null;
                            logoImage?: string | null;
                            taxNumber?: string | null;
                            companyRegistrationNumber?: string | null;
                            companyRegistrationDate?: string | null;
                            hasAdminPasscode: boolean;
                            logoUrl?: string | null;
                            hostedPaymentUrl?: string | null;
                            hostedPaymentOptions?: {
                                [key: string]: unknown;
                            } | null;
                            posOptions?: {
                                [key: string]: unknown;
                            } | null;
                            business?: {
                                [key: string]: unknown;
                            } | null;
                            addresses: {
                                reference?: string | null;
                                yourReference?: string | null;
                                addressType?: (("MAIN" | "POST" | "BILL") | number) | null;
                                addressLine1?: string | null;
                                addressLine2?: string | null;
                                addressLine3?: string | null;
                                postalCode?: string | null;
                                countryIsoCode?: string | null;
                                city?: string | null;
                                state?: string | null;
                                location?: {
                                    latitude: number;
                                    longitude: number;
                                    timeZone?: string | null;
                                    description?: string | null;
                                } | null;
                                description?: string | null;
                                formatted?: string | null;
                                isActive?: boolean | null;
                                createdDate?: string | null;
                            }[];
                            employees: {
                                [key: string]: unknown;
                            }[];
                            terminals: {
                                [key: string]: unknown;
                            }[];
                            files: {
                                [key: string]: unknown;
                            }[];
                            notificationSettings: {
                                [key: string]: unknown;
                            }[];
                            attributes: {
                                [key: string]: unknown;
                            }[];
                            bankAccounts: {
                                [key: string]: unknown;
                            }[];
                            mobileWallets: {
                                [key: string]: unknown;
                            }[];
                            operatingTimes: {
                                [key: string]: unknown;
                            }[];
                            devices: {
                                [key: string]: unknown;
                            }[];
                            qrCodes: {
                                [key: string]: unknown;
                            }[];
                            assignedProductReferences: string[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "merchants.adminLookupTerminal": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                terminalReference: string;
                merchantSource: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            reference?: string | null;
                            userReference?: string | null;
                            yourReference?: string | null;
                            source?: string | null;
                            name: string;
                            categoryCode: number;
                            category?: string | null;
                            emailAddress?: string | null;
                            mobileNumber?: string | null;
                            countryIsoCode?: string | null;
                            currency: string;
                            /** @enum {string} */
                            kybStatusSummary: "Unverified" | "Verified" | "PartiallyVerified" | "Rejected";
                            shortCode?: number | null;
                            isActive: boolean;
                            createdDate: string;
                            loginCredentials?: {
                                username?: string | null;
                                isLockedOut: boolean;
                                reasonForLockout?: string | null;
                            } | null;
                            tradingName?: string | null;
                            franchiseName?: string | null;
                            capturedBy?: string | null;
                            capturedFrom?: string | null;
                            /** @enum {string} */
                            industry: "None" | "Retail" | "Restaurant" | "Forecourt" | "Workshop";
                            phoneNumber?: string | null;
                            notificationEmailAddress?: string | null;
                            notificationMobileNumber?: string | null;
                            city?: string | null;
                            state?: string | null;
                            languageIsoCode?: string | null;
                            webSiteUrl?: string | null;
                            isRegistrationComplete: boolean;
                            isEmailVerified: boolean;
                            isMobileNumberVerified: boolean;
                            vCard?: string | null;
                            logoImage?: string | null;
                            taxNumber?: string | null;
                            companyRegistrationNumber?: string | null;
                            companyRegistrationDate?: string | null;
                            hasAdminPasscode: boolean;
                            logoUrl?: string | null;
                            hostedPaymentUrl?: string | null;
                            hostedPaymentOptions?: {
                                [key: string]: unknown;
                            } | null;
                            posOptions?: {
                                [key: string]: unknown;
                            } | null;
                            business?: {
                                [key: string]: unknown;
                            } | null;
                            addresses: {
                                reference?: string | null;
                                yourReference?: string | null;
                                addressType?: (("MAIN" | "POST" | "BILL") | number) | null;
                                addressLine1?: string | null;
                                addressLine2?: string | null;
                                addressLine3?: string | null;
                                postalCode?: string | null;
                                countryIsoCode?: string | null;
                                city?: string | null;
                                state?: string | null;
                                location?: {
                                    latitude: number;
                                    longitude: number;
                                    timeZone?: string | null;
                                    description?: string | null;
                                } | null;
                                description?: string | null;
                                formatted?: string | null;
                                isActive?: boolean | null;
                                createdDate?: string | null;
                            }[];
                            employees: {
                                [key: string]: unknown;
                            }[];
                            terminals: {
                                [key: string]: unknown;
                            }[];
                            files: {
                                [key: string]: unknown;
                            }[];
                            notificationSettings: {
                                [key: string]: unknown;
                            }[];
                            attributes: {
                                [key: string]: unknown;
                            }[];
                            bankAccounts: {
                                [key: string]: unknown;
                            }[];
                            mobileWallets: {
                                [key: string]: unknown;
                            }[];
                            operatingTimes: {
                                [key: string]: unknown;
                            }[];
                            devices: {
                                [key: string]: unknown;
                            }[];
                            qrCodes: {
                                [key: string]: unknown;
                            }[];
                            assignedProductReferences: string[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "merchants.adminLookupWallet": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                msisdn: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            reference?: string | null;
                            userReference?: string | null;
                            yourReference?: string | null;
                            source?: string | null;
                            name: string;
                            categoryCode: number;
                            category?: string | null;
                            emailAddress?: string | null;
                            mobileNumber?: string | null;
                            countryIsoCode?: string | null;
                            currency: string;
                            /** @enum {string} */
                            kybStatusSummary: "Unverified" | "Verified" | "PartiallyVerified" | "Rejected";
                            shortCode?: number | null;
                            isActive: boolean;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "merchants.adminPayout": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional: 1 to 255 printable ASCII characters without spaces (a UUID v4 recommended), scoped to the caller and the route, kept 24 h. A repeat with the same request answers what the first answered and does nothing twice; with another request it is 422, while the first is still being processed 409; a malformed key is 400. Each names `header.idempotency-key`. */
                "Idempotency-Key"?: string;
            };
            path: {
                merchantReference: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amountInCents: number;
                    currency: string;
                    /** Format: uuid */
                    bankAccountReference?: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            paymentReference: string;
                            shortPaymentReference: string;
                            status: string;
                            isDuplicate: boolean;
                            statusUrl: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            410: components["responses"]["Gone"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "merchants.adminMerchantTelemetry": {
        parameters: {
            query: {
                terminalReferences: string[];
            };
            header?: never;
            path: {
                merchantReference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            terminalReference: string;
                            reportedDate: string;
                            pushNotificationToken?: string | null;
                            auditEvents?: {
                                [key: string]: unknown;
                            }[] | null;
                            latitude?: number | null;
                            longitude?: number | null;
                            batteryLevelPercentage?: number | null;
                            isBatteryCharging?: boolean | null;
                            isWifiConnected?: boolean | null;
                            isCellularConnected?: boolean | null;
                            wifiUsageInBytes?: number | null;
                            cellularUsageInBytes?: number | null;
                            operatingSystemVersion?: string | null;
                            softwareVersion?: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "merchants.adminTerminalTelemetry": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                merchantReference: string;
                terminalReference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            terminalReference: string;
                            reportedDate: string;
                            pushNotificationToken?: string | null;
                            auditEvents?: {
                                [key: string]: unknown;
                            }[] | null;
                            latitude?: number | null;
                            longitude?: number | null;
                            batteryLevelPercentage?: number | null;
                            isBatteryCharging?: boolean | null;
                            isWifiConnected?: boolean | null;
                            isCellularConnected?: boolean | null;
                            wifiUsageInBytes?: number | null;
                            cellularUsageInBytes?: number | null;
                            operatingSystemVersion?: string | null;
                            softwareVersion?: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "merchants.adminGetMerchant": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                merchantReference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            reference?: string | null;
                            userReference?: string | null;
                            yourReference?: string | null;
                            source?: string | null;
                            name: string;
                            categoryCode: number;
                            category?: string | null;
                            emailAddress?: string | null;
                            mobileNumber?: string | null;
                            countryIsoCode?: string | null;
                            currency: string;
                            /** @enum {string} */
                            kybStatusSummary: "Unverified" | "Verified" | "PartiallyVerified" | "Rejected";
                            shortCode?: number | null;
                            isActive: boolean;
                            createdDate: string;
                            loginCredentials?: {
                                username?: string | null;
                                isLockedOut: boolean;
                                reasonForLockout?: string | null;
                            } | null;
                            tradingName?: string | null;
                            franchiseName?: string | null;
                            capturedBy?: string | null;
                            capturedFrom?: string | null;
                            /** @enum {string} */
                            industry: "None" | "Retail" | "Restaurant" | "Forecourt" | "Workshop";
                            phoneNumber?: string | null;
                            notificationEmailAddress?: string | null;
                            notificationMobileNumber?: string | null;
                            city?: string | null;
                            state?: string | null;
                            languageIsoCode?: string | null;
                            webSiteUrl?: string | null;
                            isRegistrationComplete: boolean;
                            isEmailVerified: boolean;
                            isMobileNumberVerified: boolean;
                            vCard?: string | null;
                            logoImage?: string | null;
                            taxNumber?: string | null;
                            companyRegistrationNumber?: string | null;
                            companyRegistrationDate?: string | null;
                            hasAdminPasscode: boolean;
                            logoUrl?: string | null;
                            hostedPaymentUrl?: string | null;
                            hostedPaymentOptions?: {
                                [key: string]: unknown;
                            } | null;
                            posOptions?: {
                                [key: string]: unknown;
                            } | null;
                            business?: {
                                [key: string]: unknown;
                            } | null;
                            addresses: {
                                reference?: string | null;
                                yourReference?: string | null;
                                addressType?: (("MAIN" | "POST" | "BILL") | number) | null;
                                addressLine1?: string | null;
                                addressLine2?: string | null;
                                addressLine3?: string | null;
                                postalCode?: string | null;
                                countryIsoCode?: string | null;
                                city?: string | null;
                                state?: string | null;
                                location?: {
                                    latitude: number;
                                    longitude: number;
                                    timeZone?: string | null;
                                    description?: string | null;
                                } | null;
                                description?: string | null;
                                formatted?: string | null;
                                isActive?: boolean | null;
                                createdDate?: string | null;
                            }[];
                            employees: {
                                [key: string]: unknown;
                            }[];
                            terminals: {
                                [key: string]: unknown;
                            }[];
                            files: {
                                [key: string]: unknown;
                            }[];
                            notificationSettings: {
                                [key: string]: unknown;
                            }[];
                            attributes: {
                                [key: string]: unknown;
                            }[];
                            bankAccounts: {
                                [key: string]: unknown;
                            }[];
                            mobileWallets: {
                                [key: string]: unknown;
                            }[];
                            operatingTimes: {
                                [key: string]: unknown;
                            }[];
                            devices: {
                                [key: string]: unknown;
                            }[];
                            qrCodes: {
                                [key: string]: unknown;
                            }[];
                            assignedProductReferences: string[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "merchants.merchantBalance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            merchantReference: string;
                            balances: {
                                currency: string;
                                availableAmountInCents: number;
                                currentAmountInCents: number;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "merchants.passcodeReminder": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                employeeReference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            reference?: string | null;
                            userReference?: string | null;
                            yourReference?: string | null;
                            source?: string | null;
                            name: string;
                            categoryCode: number;
                            category?: string | null;
                            emailAddress?: string | null;
                            mobileNumber?: string | null;
                            countryIsoCode?: string | null;
                            currency: string;
                            /** @enum {string} */
                            kybStatusSummary: "Unverified" | "Verified" | "PartiallyVerified" | "Rejected";
                            shortCode?: number | null;
                            isActive: boolean;
                            createdDate: string;
                            loginCredentials?: {
                                username?: string | null;
                                isLockedOut: boolean;
                                reasonForLockout?: string | null;
                            } | null;
                            tradingName?: string | null;
                            franchiseName?: string | null;
                            capturedBy?: string | null;
                            capturedFrom?: string | null;
                            /** @enum {string} */
                            industry: "None" | "Retail" | "Restaurant" | "Forecourt" | "Workshop";
                            phoneNumber?: string | null;
                            notificationEmailAddress?: string | null;
                            notificationMobileNumber?: string | null;
                            city?: string | null;
                            state?: string | null;
                            languageIsoCode?: string | null;
                            webSiteUrl?: string | null;
                            isRegistrationComplete: boolean;
                            isEmailVerified: boolean;
                            isMobileNumberVerified: boolean;
                            vCard?: string | null;
                            logoImage?: string | null;
                            taxNumber?: string | null;
                            companyRegistrationNumber?: string | null;
                            companyRegistrationDate?: string | null;
                            hasAdminPasscode: boolean;
                            logoUrl?: string | null;
                            hostedPaymentUrl?: string | null;
                            hostedPaymentOptions?: {
                                [key: string]: unknown;
                            } | null;
                            posOptions?: {
                                [key: string]: unknown;
                            } | null;
                            business?: {
                                [key: string]: unknown;
                            } | null;
                            addresses: {
                                reference?: string | null;
                                yourReference?: string | null;
                                addressType?: (("MAIN" | "POST" | "BILL") | number) | null;
                                addressLine1?: string | null;
                                addressLine2?: string | null;
                                addressLine3?: string | null;
                                postalCode?: string | null;
                                countryIsoCode?: string | null;
                                city?: string | null;
                                state?: string | null;
                                location?: {
                                    latitude: number;
                                    longitude: number;
                                    timeZone?: string | null;
                                    description?: string | null;
                                } | null;
                                description?: string | null;
                                formatted?: string | null;
                                isActive?: boolean | null;
                                createdDate?: string | null;
                            }[];
                            employees: {
                                [key: string]: unknown;
                            }[];
                            terminals: {
                                [key: string]: unknown;
                            }[];
                            files: {
                                [key: string]: unknown;
                            }[];
                            notificationSettings: {
                                [key: string]: unknown;
                            }[];
                            attributes: {
                                [key: string]: unknown;
                            }[];
                            bankAccounts: {
                                [key: string]: unknown;
                            }[];
                            mobileWallets: {
                                [key: string]: unknown;
                            }[];
                            operatingTimes: {
                                [key: string]: unknown;
                            }[];
                            devices: {
                                [key: string]: unknown;
                            }[];
                            qrCodes: {
                                [key: string]: unknown;
                            }[];
                            assignedProductReferences: string[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "merchants.lookupExternal": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                merchantReference: string;
                merchantSource: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            reference?: string | null;
                            userReference?: string | null;
                            yourReference?: string | null;
                            source?: string | null;
                            name: string;
                            categoryCode: number;
                            category?: string | null;
                            emailAddress?: string | null;
                            mobileNumber?: string | null;
                            countryIsoCode?: string | null;
                            currency: string;
                            /** @enum {string} */
                            kybStatusSummary: "Unverified" | "Verified" | "PartiallyVerified" | "Rejected";
                            shortCode?: number | null;
                            isActive: boolean;
                            createdDate: string;
                            loginCredentials?: {
                                username?: string | null;
                                isLockedOut: boolean;
                                reasonForLockout?: string | null;
                            } | null;
                            tradingName?: string | null;
                            franchiseName?: string | null;
                            capturedBy?: string | null;
                            capturedFrom?: string | null;
                            /** @enum {string} */
                            industry: "None" | "Retail" | "Restaurant" | "Forecourt" | "Workshop";
                            phoneNumber?: string | null;
                            notificationEmailAddress?: string | null;
                            notificationMobileNumber?: string | null;
                            city?: string | null;
                            state?: string | null;
                            languageIsoCode?: string | null;
                            webSiteUrl?: string | null;
                            isRegistrationComplete: boolean;
                            isEmailVerified: boolean;
                            isMobileNumberVerified: boolean;
                            vCard?: string | null;
                            logoImage?: string | null;
                            taxNumber?: string | null;
                            companyRegistrationNumber?: string | null;
                            companyRegistrationDate?: string | null;
                            hasAdminPasscode: boolean;
                            logoUrl?: string | null;
                            hostedPaymentUrl?: string | null;
                            hostedPaymentOptions?: {
                                [key: string]: unknown;
                            } | null;
                            posOptions?: {
                                [key: string]: unknown;
                            } | null;
                            business?: {
                                [key: string]: unknown;
                            } | null;
                            addresses: {
                                reference?: string | null;
                                yourReference?: string | null;
                                addressType?: (("MAIN" | "POST" | "BILL") | number) | null;
                                addressLine1?: string | null;
                                addressLine2?: string | null;
                                addressLine3?: string | null;
                                postalCode?: string | null;
                                countryIsoCode?: string | null;
                                city?: string | null;
                                state?: string | null;
                                location?: {
                                    latitude: number;
                                    longitude: number;
                                    timeZone?: string | null;
                                    description?: string | null;
                                } | null;
                                description?: string | null;
                                formatted?: string | null;
                                isActive?: boolean | null;
                                createdDate?: string | null;
                            }[];
                            employees: {
                                [key: string]: unknown;
                            }[];
                            terminals: {
                                [key: string]: unknown;
                            }[];
                            files: {
                                [key: string]: unknown;
                            }[];
                            notificationSettings: {
                                [key: string]: unknown;
                            }[];
                            attributes: {
                                [key: string]: unknown;
                            }[];
                            bankAccounts: {
                                [key: string]: unknown;
                            }[];
                            mobileWallets: {
                                [key: string]: unknown;
                            }[];
                            operatingTimes: {
                                [key: string]: unknown;
                            }[];
                            devices: {
                                [key: string]: unknown;
                            }[];
                            qrCodes: {
                                [key: string]: unknown;
                            }[];
                            assignedProductReferences: string[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "payments.offlinePaymentForm": {
        parameters: {
            query: {
                x: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": unknown;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            410: components["responses"]["Gone"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "payments.paymentForm": {
        parameters: {
            query?: {
                clientReference?: string;
                timestamp?: string;
                templateName?: string;
                notificationEmailTemplateName?: string;
                options?: string;
            };
            header?: never;
            path: {
                terminalOrMerchantOrQrCodeReference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": unknown;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            410: components["responses"]["Gone"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "merchants.payout": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional: 1 to 255 printable ASCII characters without spaces (a UUID v4 recommended), scoped to the caller and the route, kept 24 h. A repeat with the same request answers what the first answered and does nothing twice; with another request it is 422, while the first is still being processed 409; a malformed key is 400. Each names `header.idempotency-key`. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amountInCents: number;
                    currency: string;
                    /** Format: uuid */
                    bankAccountReference?: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            paymentReference: string;
                            shortPaymentReference: string;
                            status: string;
                            isDuplicate: boolean;
                            statusUrl: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            410: components["responses"]["Gone"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "products.listProducts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            reference: string;
                            createdDate: string;
                            lastUpdatedDate?: string | null;
                            yourReference?: string | null;
                            name: string;
                            description?: string | null;
                            unitLabel?: string | null;
                            productType: string;
                            currency: string;
                            amountInCents?: number | null;
                            maximumAmountInCents?: number | null;
                            futureAmountInCents?: number | null;
                            futureAmountEffectiveFromDate?: string | null;
                            fullAmountRequired: boolean;
                            quantityRequired: boolean;
                            isActive: boolean;
                            isAssigned: boolean;
                            iconUrl?: string | null;
                            fields?: {
                                [key: string]: unknown;
                            }[] | null;
                            catalogName?: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "products.updateProduct": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    reference: string;
                    createdDate?: string | null;
                    lastUpdatedDate?: string | null;
                    yourReference?: string | null;
                    name: string;
                    description?: string | null;
                    unitLabel?: string | null;
                    productType: string;
                    currency?: string;
                    amountInCents?: number | null;
                    maximumAmountInCents?: number | null;
                    futureAmountInCents?: number | null;
                    futureAmountEffectiveFromDate?: string | null;
                    fullAmountRequired?: boolean;
                    quantityRequired?: boolean;
                    isActive?: boolean;
                    isAssigned?: boolean;
                    iconUrl?: string | null;
                    fields?: {
                        name: string;
                        label?: string | null;
                        /** @enum {string} */
                        fieldType?: "Text" | "Number" | "Msisdn" | "EmailAddress" | "AccountNumber" | "Date";
                        isRequired?: boolean;
                        minimumLength?: number | null;
                        maximumLength?: number | null;
                        description?: string | null;
                    }[] | null;
                    catalogName?: string | null;
                    isDeleted?: boolean;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            reference: string;
                            createdDate: string;
                            lastUpdatedDate?: string | null;
                            yourReference?: string | null;
                            name: string;
                            description?: string | null;
                            unitLabel?: string | null;
                            productType: string;
                            currency: string;
                            amountInCents?: number | null;
                            maximumAmountInCents?: number | null;
                            futureAmountInCents?: number | null;
                            futureAmountEffectiveFromDate?: string | null;
                            fullAmountRequired: boolean;
                            quantityRequired: boolean;
                            isActive: boolean;
                            isAssigned: boolean;
                            iconUrl?: string | null;
                            fields?: {
                                [key: string]: unknown;
                            }[] | null;
                            catalogName?: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "products.createProduct": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reference?: string | null;
                    createdDate?: string | null;
                    lastUpdatedDate?: string | null;
                    yourReference?: string | null;
                    name: string;
                    description?: string | null;
                    unitLabel?: string | null;
                    productType: string;
                    currency?: string;
                    amountInCents?: number | null;
                    maximumAmountInCents?: number | null;
                    futureAmountInCents?: number | null;
                    futureAmountEffectiveFromDate?: string | null;
                    fullAmountRequired?: boolean;
                    quantityRequired?: boolean;
                    isActive?: boolean;
                    isAssigned?: boolean;
                    iconUrl?: string | null;
                    fields?: {
                        name: string;
                        label?: string | null;
                        /** @enum {string} */
                        fieldType?: "Text" | "Number" | "Msisdn" | "EmailAddress" | "AccountNumber" | "Date";
                        isRequired?: boolean;
                        minimumLength?: number | null;
                        maximumLength?: number | null;
                        description?: string | null;
                    }[] | null;
                    catalogName?: string | null;
                    isDeleted?: boolean;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            reference: string;
                            createdDate: string;
                            lastUpdatedDate?: string | null;
                            yourReference?: string | null;
                            name: string;
                            description?: string | null;
                            unitLabel?: string | null;
                            productType: string;
                            currency: string;
                            amountInCents?: number | null;
                            maximumAmountInCents?: number | null;
                            futureAmountInCents?: number | null;
                            futureAmountEffectiveFromDate?: string | null;
                            fullAmountRequired: boolean;
                            quantityRequired: boolean;
                            isActive: boolean;
                            isAssigned: boolean;
                            iconUrl?: string | null;
                            fields?: {
                                [key: string]: unknown;
                            }[] | null;
                            catalogName?: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "products.adminUpdateProduct": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    reference: string;
                    createdDate?: string | null;
                    lastUpdatedDate?: string | null;
                    yourReference?: string | null;
                    name: string;
                    description?: string | null;
                    unitLabel?: string | null;
                    productType: string;
                    currency?: string;
                    amountInCents?: number | null;
                    maximumAmountInCents?: number | null;
                    futureAmountInCents?: number | null;
                    futureAmountEffectiveFromDate?: string | null;
                    fullAmountRequired?: boolean;
                    quantityRequired?: boolean;
                    isActive?: boolean;
                    isAssigned?: boolean;
                    iconUrl?: string | null;
                    fields?: {
                        name: string;
                        label?: string | null;
                        /** @enum {string} */
                        fieldType?: "Text" | "Number" | "Msisdn" | "EmailAddress" | "AccountNumber" | "Date";
                        isRequired?: boolean;
                        minimumLength?: number | null;
                        maximumLength?: number | null;
                        description?: string | null;
                    }[] | null;
                    catalogName?: string | null;
                    isDeleted?: boolean;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            reference: string;
                            createdDate: string;
                            lastUpdatedDate?: string | null;
                            yourReference?: string | null;
                            name: string;
                            description?: string | null;
                            unitLabel?: string | null;
                            productType: string;
                            currency: string;
                            amountInCents?: number | null;
                            maximumAmountInCents?: number | null;
                            futureAmountInCents?: number | null;
                            futureAmountEffectiveFromDate?: string | null;
                            fullAmountRequired: boolean;
                            quantityRequired: boolean;
                            isActive: boolean;
                            isAssigned: boolean;
                            iconUrl?: string | null;
                            fields?: {
                                [key: string]: unknown;
                            }[] | null;
                            catalogName?: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "products.adminListAssignable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            reference: string;
                            createdDate: string;
                            lastUpdatedDate?: string | null;
                            yourReference?: string | null;
                            name: string;
                            description?: string | null;
                            unitLabel?: string | null;
                            productType: string;
                            currency: string;
                            amountInCents?: number | null;
                            maximumAmountInCents?: number | null;
                            futureAmountInCents?: number | null;
                            futureAmountEffectiveFromDate?: string | null;
                            fullAmountRequired: boolean;
                            quantityRequired: boolean;
                            isActive: boolean;
                            isAssigned: boolean;
                            iconUrl?: string | null;
                            fields?: {
                                [key: string]: unknown;
                            }[] | null;
                            catalogName?: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "products.adminListCatalogs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            reference: string;
                            name: string;
                            description?: string | null;
                            merchantReference: string;
                            products: {
                                reference: string;
                                createdDate: string;
                                lastUpdatedDate?: string | null;
                                yourReference?: string | null;
                                name: string;
                                description?: string | null;
                                unitLabel?: string | null;
                                productType: string;
                                currency: string;
                                amountInCents?: number | null;
                                maximumAmountInCents?: number | null;
                                futureAmountInCents?: number | null;
                                futureAmountEffectiveFromDate?: string | null;
                                fullAmountRequired: boolean;
                                quantityRequired: boolean;
                                isActive: boolean;
                                isAssigned: boolean;
                                iconUrl?: string | null;
                                fields?: {
                                    [key: string]: unknown;
                                }[] | null;
                                catalogName?: string | null;
                            }[];
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "products.adminListProducts": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                merchantReference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            reference: string;
                            createdDate: string;
                            lastUpdatedDate?: string | null;
                            yourReference?: string | null;
                            name: string;
                            description?: string | null;
                            unitLabel?: string | null;
                            productType: string;
                            currency: string;
                            amountInCents?: number | null;
                            maximumAmountInCents?: number | null;
                            futureAmountInCents?: number | null;
                            futureAmountEffectiveFromDate?: string | null;
                            fullAmountRequired: boolean;
                            quantityRequired: boolean;
                            isActive: boolean;
                            isAssigned: boolean;
                            iconUrl?: string | null;
                            fields?: {
                                [key: string]: unknown;
                            }[] | null;
                            catalogName?: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "products.adminCreateProduct": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                merchantReference: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reference?: string | null;
                    createdDate?: string | null;
                    lastUpdatedDate?: string | null;
                    yourReference?: string | null;
                    name: string;
                    description?: string | null;
                    unitLabel?: string | null;
                    productType: string;
                    currency?: string;
                    amountInCents?: number | null;
                    maximumAmountInCents?: number | null;
                    futureAmountInCents?: number | null;
                    futureAmountEffectiveFromDate?: string | null;
                    fullAmountRequired?: boolean;
                    quantityRequired?: boolean;
                    isActive?: boolean;
                    isAssigned?: boolean;
                    iconUrl?: string | null;
                    fields?: {
                        name: string;
                        label?: string | null;
                        /** @enum {string} */
                        fieldType?: "Text" | "Number" | "Msisdn" | "EmailAddress" | "AccountNumber" | "Date";
                        isRequired?: boolean;
                        minimumLength?: number | null;
                        maximumLength?: number | null;
                        description?: string | null;
                    }[] | null;
                    catalogName?: string | null;
                    isDeleted?: boolean;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            reference: string;
                            createdDate: string;
                            lastUpdatedDate?: string | null;
                            yourReference?: string | null;
                            name: string;
                            description?: string | null;
                            unitLabel?: string | null;
                            productType: string;
                            currency: string;
                            amountInCents?: number | null;
                            maximumAmountInCents?: number | null;
                            futureAmountInCents?: number | null;
                            futureAmountEffectiveFromDate?: string | null;
                            fullAmountRequired: boolean;
                            quantityRequired: boolean;
                            isActive: boolean;
                            isAssigned: boolean;
                            iconUrl?: string | null;
                            fields?: {
                                [key: string]: unknown;
                            }[] | null;
                            catalogName?: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "products.productDetails": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productReference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            reference: string;
                            createdDate: string;
                            lastUpdatedDate?: string | null;
                            yourReference?: string | null;
                            name: string;
                            description?: string | null;
                            unitLabel?: string | null;
                            productType: string;
                            currency: string;
                            amountInCents?: number | null;
                            maximumAmountInCents?: number | null;
                            futureAmountInCents?: number | null;
                            futureAmountEffectiveFromDate?: string | null;
                            fullAmountRequired: boolean;
                            quantityRequired: boolean;
                            isActive: boolean;
                            isAssigned: boolean;
                            iconUrl?: string | null;
                            fields?: {
                                [key: string]: unknown;
                            }[] | null;
                            catalogName?: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "products.lookupProducts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            reference: string;
                            createdDate: string;
                            lastUpdatedDate?: string | null;
                            yourReference?: string | null;
                            name: string;
                            description?: string | null;
                            unitLabel?: string | null;
                            productType: string;
                            currency: string;
                            amountInCents?: number | null;
                            maximumAmountInCents?: number | null;
                            futureAmountInCents?: number | null;
                            futureAmountEffectiveFromDate?: string | null;
                            fullAmountRequired: boolean;
                            quantityRequired: boolean;
                            isActive: boolean;
                            isAssigned: boolean;
                            iconUrl?: string | null;
                            fields?: {
                                [key: string]: unknown;
                            }[] | null;
                            catalogName?: string | null;
                            merchantReference: string;
                            merchantName: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "merchants.reportTerminalTelemetry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    terminalReference: string;
                    reportedDate?: string | null;
                    pushNotificationToken?: string | null;
                    auditEvents?: {
                        eventType: string;
                        /** Format: date-time */
                        occurredDate: string;
                        description?: string | null;
                        employeeReference?: string | null;
                    }[] | null;
                    latitude?: number | null;
                    longitude?: number | null;
                    batteryLevelPercentage?: number | null;
                    isBatteryCharging?: boolean | null;
                    isWifiConnected?: boolean | null;
                    isCellularConnected?: boolean | null;
                    wifiUsageInBytes?: number | null;
                    cellularUsageInBytes?: number | null;
                    operatingSystemVersion?: string | null;
                    softwareVersion?: string | null;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            terminalReference: string;
                            reportedDate: string;
                            pushNotificationToken?: string | null;
                            auditEvents?: {
                                [key: string]: unknown;
                            }[] | null;
                            latitude?: number | null;
                            longitude?: number | null;
                            batteryLevelPercentage?: number | null;
                            isBatteryCharging?: boolean | null;
                            isWifiConnected?: boolean | null;
                            isCellularConnected?: boolean | null;
                            wifiUsageInBytes?: number | null;
                            cellularUsageInBytes?: number | null;
                            operatingSystemVersion?: string | null;
                            softwareVersion?: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "payments.emailReceipt": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional: 1 to 255 printable ASCII characters without spaces (a UUID v4 recommended), scoped to the caller and the route, kept 24 h. A repeat with the same request answers what the first answered and does nothing twice; with another request it is 422, while the first is still being processed 409; a malformed key is 400. Each names `header.idempotency-key`. */
                "Idempotency-Key"?: string;
            };
            path: {
                paymentReference: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    toEmailAddress?: string | null;
                    templateName?: ("receipt-consumer" | "receipt-merchant") | null;
                    /**
                     * @default Consumer
                     * @enum {string}
                     */
                    receiptType?: "Consumer" | "Merchant";
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "payments.smsReceipt": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional: 1 to 255 printable ASCII characters without spaces (a UUID v4 recommended), scoped to the caller and the route, kept 24 h. A repeat with the same request answers what the first answered and does nothing twice; with another request it is 422, while the first is still being processed 409; a malformed key is 400. Each names `header.idempotency-key`. */
                "Idempotency-Key"?: string;
            };
            path: {
                paymentReference: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    toNumber?: string | null;
                    /**
                     * @default Consumer
                     * @enum {string}
                     */
                    receiptType?: "Consumer" | "Merchant";
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "notifications.adminListConsumerMessages": {
        parameters: {
            query?: {
                pageSize?: string;
                beforeReference?: string;
            };
            header?: never;
            path: {
                consumerReference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            reference: string;
                            /** @enum {string} */
                            messageType: "Information" | "Warning" | "Critical";
                            /** @enum {string} */
                            messageTarget: "None" | "Portal" | "Terminal" | "Email";
                            /** @enum {string} */
                            messagePlacement: "None" | "Dashboard" | "Reports" | "ValueAddedServices" | "Profile" | "QR" | "Transactions" | "Loans" | "HelpAndSupport" | "UserManagement" | "Devices";
                            header: string;
                            body: string;
                            navigationKey?: string | null;
                            navigationValue?: string | null;
                            buttonText?: string | null;
                            isRead: boolean;
                            readDate?: string | null;
                            visibleFromDate?: string | null;
                            visibleUntilDate: string;
                            createdDate: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "notifications.adminCreateConsumerMessage": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                consumerReference: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    messageType: "Information" | "Warning" | "Critical";
                    /** @enum {string} */
                    messageTarget: "None" | "Portal" | "Terminal" | "Email";
                    /** @enum {string} */
                    messagePlacement?: "None" | "Dashboard" | "Reports" | "ValueAddedServices" | "Profile" | "QR" | "Transactions" | "Loans" | "HelpAndSupport" | "UserManagement" | "Devices";
                    header: string;
                    body: string;
                    buttonText?: string | null;
                    visibleFromDate?: string | null;
                    /** Format: date-time */
                    visibleUntilDate: string;
                    navigationKey?: string | null;
                    navigationValue?: string | null;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            reference: string;
                            /** @enum {string} */
                            messageType: "Information" | "Warning" | "Critical";
                            /** @enum {string} */
                            messageTarget: "None" | "Portal" | "Terminal" | "Email";
                            /** @enum {string} */
                            messagePlacement: "None" | "Dashboard" | "Reports" | "ValueAddedServices" | "Profile" | "QR" | "Transactions" | "Loans" | "HelpAndSupport" | "UserManagement" | "Devices";
                            header: string;
                            body: string;
                            navigationKey?: string | null;
                            navigationValue?: string | null;
                            buttonText?: string | null;
                            isRead: boolean;
                            readDate?: string | null;
                            visibleFromDate?: string | null;
                            visibleUntilDate: string;
                            createdDate: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "notifications.adminListMerchantMessages": {
        parameters: {
            query?: {
                pageSize?: string;
                beforeReference?: string;
            };
            header?: never;
            path: {
                merchantReference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            reference: string;
                            /** @enum {string} */
                            messageType: "Information" | "Warning" | "Critical";
                            /** @enum {string} */
                            messageTarget: "None" | "Portal" | "Terminal" | "Email";
                            /** @enum {string} */
                            messagePlacement: "None" | "Dashboard" | "Reports" | "ValueAddedServices" | "Profile" | "QR" | "Transactions" | "Loans" | "HelpAndSupport" | "UserManagement" | "Devices";
                            header: string;
                            body: string;
                            navigationKey?: string | null;
                            navigationValue?: string | null;
                            buttonText?: string | null;
                            isRead: boolean;
                            readDate?: string | null;
                            visibleFromDate?: string | null;
                            visibleUntilDate: string;
                            createdDate: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "notifications.adminCreateMerchantMessage": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                merchantReference: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    messageType: "Information" | "Warning" | "Critical";
                    /** @enum {string} */
                    messageTarget: "None" | "Portal" | "Terminal" | "Email";
                    /** @enum {string} */
                    messagePlacement?: "None" | "Dashboard" | "Reports" | "ValueAddedServices" | "Profile" | "QR" | "Transactions" | "Loans" | "HelpAndSupport" | "UserManagement" | "Devices";
                    header: string;
                    body: string;
                    buttonText?: string | null;
                    visibleFromDate?: string | null;
                    /** Format: date-time */
                    visibleUntilDate: string;
                    navigationKey?: string | null;
                    navigationValue?: string | null;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            reference: string;
                            /** @enum {string} */
                            messageType: "Information" | "Warning" | "Critical";
                            /** @enum {string} */
                            messageTarget: "None" | "Portal" | "Terminal" | "Email";
                            /** @enum {string} */
                            messagePlacement: "None" | "Dashboard" | "Reports" | "ValueAddedServices" | "Profile" | "QR" | "Transactions" | "Loans" | "HelpAndSupport" | "UserManagement" | "Devices";
                            header: string;
                            body: string;
                            navigationKey?: string | null;
                            navigationValue?: string | null;
                            buttonText?: string | null;
                            isRead: boolean;
                            readDate?: string | null;
                            visibleFromDate?: string | null;
                            visibleUntilDate: string;
                            createdDate: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "notifications.adminGetMessage": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                messageReference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            reference: string;
                            /** @enum {string} */
                            messageType: "Information" | "Warning" | "Critical";
                            /** @enum {string} */
                            messageTarget: "None" | "Portal" | "Terminal" | "Email";
                            /** @enum {string} */
                            messagePlacement: "None" | "Dashboard" | "Reports" | "ValueAddedServices" | "Profile" | "QR" | "Transactions" | "Loans" | "HelpAndSupport" | "UserManagement" | "Devices";
                            header: string;
                            body: string;
                            navigationKey?: string | null;
                            navigationValue?: string | null;
                            buttonText?: string | null;
                            isRead: boolean;
                            readDate?: string | null;
                            visibleFromDate?: string | null;
                            visibleUntilDate: string;
                            createdDate: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "notifications.adminDeleteMessage": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                messageReference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "notifications.adminMarkMessageRead": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                messageReference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "notifications.adminListTemplates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            reference: string;
                            /** @enum {string} */
                            messageType: "Information" | "Warning" | "Critical";
                            /** @enum {string} */
                            messageTarget: "None" | "Portal" | "Terminal" | "Email";
                            /** @enum {string} */
                            messagePlacement: "None" | "Dashboard" | "Reports" | "ValueAddedServices" | "Profile" | "QR" | "Transactions" | "Loans" | "HelpAndSupport" | "UserManagement" | "Devices";
                            header: string;
                            body: string;
                            buttonText?: string | null;
                            visibleFromDate?: string | null;
                            visibleUntilDate: string;
                            audienceFilters?: ("AllMerchants" | "IndustryRetail" | "IndustryRestaurant" | "IndustryForecourt" | "IndustryWorkshop" | "MerchantsWithLegacyTerminals" | "MerchantsWithNewTerminals" | "MerchantsWithProducts")[] | null;
                            isExtended: boolean;
                            createdDate: string;
                            messageCount: number;
                            progress: {
                                /** @enum {string} */
                                status: "Generating" | "Redating" | "Deleting" | "Completed";
                                shardsTotal: number;
                                shardsDone: number;
                                merchantsExamined: number;
                            };
                            endsSoon: boolean;
                            isExpired: boolean;
                            isActive: boolean;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "notifications.adminCreateTemplate": {
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
                    messageType: "Information" | "Warning" | "Critical";
                    /** @enum {string} */
                    messageTarget: "None" | "Portal" | "Terminal" | "Email";
                    /** @enum {string} */
                    messagePlacement?: "None" | "Dashboard" | "Reports" | "ValueAddedServices" | "Profile" | "QR" | "Transactions" | "Loans" | "HelpAndSupport" | "UserManagement" | "Devices";
                    header: string;
                    body: string;
                    buttonText?: string | null;
                    visibleFromDate?: string | null;
                    /** Format: date-time */
                    visibleUntilDate: string;
                    audienceFilters: ("AllMerchants" | "IndustryRetail" | "IndustryRestaurant" | "IndustryForecourt" | "IndustryWorkshop" | "MerchantsWithLegacyTerminals" | "MerchantsWithNewTerminals" | "MerchantsWithProducts")[];
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            reference: string;
                            /** @enum {string} */
                            messageType: "Information" | "Warning" | "Critical";
                            /** @enum {string} */
                            messageTarget: "None" | "Portal" | "Terminal" | "Email";
                            /** @enum {string} */
                            messagePlacement: "None" | "Dashboard" | "Reports" | "ValueAddedServices" | "Profile" | "QR" | "Transactions" | "Loans" | "HelpAndSupport" | "UserManagement" | "Devices";
                            header: string;
                            body: string;
                            buttonText?: string | null;
                            visibleFromDate?: string | null;
                            visibleUntilDate: string;
                            audienceFilters?: ("AllMerchants" | "IndustryRetail" | "IndustryRestaurant" | "IndustryForecourt" | "IndustryWorkshop" | "MerchantsWithLegacyTerminals" | "MerchantsWithNewTerminals" | "MerchantsWithProducts")[] | null;
                            isExtended: boolean;
                            createdDate: string;
                            messageCount: number;
                            progress: {
                                /** @enum {string} */
                                status: "Generating" | "Redating" | "Deleting" | "Completed";
                                shardsTotal: number;
                                shardsDone: number;
                                merchantsExamined: number;
                            };
                            endsSoon: boolean;
                            isExpired: boolean;
                            isActive: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "notifications.adminGetTemplate": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                templateReference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            reference: string;
                            /** @enum {string} */
                            messageType: "Information" | "Warning" | "Critical";
                            /** @enum {string} */
                            messageTarget: "None" | "Portal" | "Terminal" | "Email";
                            /** @enum {string} */
                            messagePlacement: "None" | "Dashboard" | "Reports" | "ValueAddedServices" | "Profile" | "QR" | "Transactions" | "Loans" | "HelpAndSupport" | "UserManagement" | "Devices";
                            header: string;
                            body: string;
                            buttonText?: string | null;
                            visibleFromDate?: string | null;
                            visibleUntilDate: string;
                            audienceFilters?: ("AllMerchants" | "IndustryRetail" | "IndustryRestaurant" | "IndustryForecourt" | "IndustryWorkshop" | "MerchantsWithLegacyTerminals" | "MerchantsWithNewTerminals" | "MerchantsWithProducts")[] | null;
                            isExtended: boolean;
                            createdDate: string;
                            messageCount: number;
                            progress: {
                                /** @enum {string} */
                                status: "Generating" | "Redating" | "Deleting" | "Completed";
                                shardsTotal: number;
                                shardsDone: number;
                                merchantsExamined: number;
                            };
                            endsSoon: boolean;
                            isExpired: boolean;
                            isActive: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "notifications.adminDeleteTemplate": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                templateReference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "notifications.adminTemplateDates": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                templateReference: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    visibleFromDate?: string | null;
                    /** Format: date-time */
                    visibleUntilDate: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            reference: string;
                            /** @enum {string} */
                            messageType: "Information" | "Warning" | "Critical";
                            /** @enum {string} */
                            messageTarget: "None" | "Portal" | "Terminal" | "Email";
                            /** @enum {string} */
                            messagePlacement: "None" | "Dashboard" | "Reports" | "ValueAddedServices" | "Profile" | "QR" | "Transactions" | "Loans" | "HelpAndSupport" | "UserManagement" | "Devices";
                            header: string;
                            body: string;
                            buttonText?: string | null;
                            visibleFromDate?: string | null;
                            visibleUntilDate: string;
                            audienceFilters?: ("AllMerchants" | "IndustryRetail" | "IndustryRestaurant" | "IndustryForecourt" | "IndustryWorkshop" | "MerchantsWithLegacyTerminals" | "MerchantsWithNewTerminals" | "MerchantsWithProducts")[] | null;
                            isExtended: boolean;
                            createdDate: string;
                            messageCount: number;
                            progress: {
                                /** @enum {string} */
                                status: "Generating" | "Redating" | "Deleting" | "Completed";
                                shardsTotal: number;
                                shardsDone: number;
                                merchantsExamined: number;
                            };
                            endsSoon: boolean;
                            isExpired: boolean;
                            isActive: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "notifications.listMessages": {
        parameters: {
            query?: {
                pageSize?: string;
                beforeReference?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            reference: string;
                            /** @enum {string} */
                            messageType: "Information" | "Warning" | "Critical";
                            /** @enum {string} */
                            messageTarget: "None" | "Portal" | "Terminal" | "Email";
                            /** @enum {string} */
                            messagePlacement: "None" | "Dashboard" | "Reports" | "ValueAddedServices" | "Profile" | "QR" | "Transactions" | "Loans" | "HelpAndSupport" | "UserManagement" | "Devices";
                            header: string;
                            body: string;
                            navigationKey?: string | null;
                            navigationValue?: string | null;
                            buttonText?: string | null;
                            isRead: boolean;
                            readDate?: string | null;
                            visibleFromDate?: string | null;
                            visibleUntilDate: string;
                            createdDate: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "notifications.getMessage": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                messageReference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            reference: string;
                            /** @enum {string} */
                            messageType: "Information" | "Warning" | "Critical";
                            /** @enum {string} */
                            messageTarget: "None" | "Portal" | "Terminal" | "Email";
                            /** @enum {string} */
                            messagePlacement: "None" | "Dashboard" | "Reports" | "ValueAddedServices" | "Profile" | "QR" | "Transactions" | "Loans" | "HelpAndSupport" | "UserManagement" | "Devices";
                            header: string;
                            body: string;
                            navigationKey?: string | null;
                            navigationValue?: string | null;
                            buttonText?: string | null;
                            isRead: boolean;
                            readDate?: string | null;
                            visibleFromDate?: string | null;
                            visibleUntilDate: string;
                            createdDate: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "notifications.deleteMessage": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                messageReference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "notifications.markMessageRead": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                messageReference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "contract.openapi": {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of a copy already held (or a list of them, or `*`): when it names the current one the answer is 304 without a body. */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "payments.pay": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional: 1 to 255 printable ASCII characters without spaces (a UUID v4 recommended), scoped to the caller and the route, kept 24 h. A repeat with the same request answers what the first answered and does nothing twice; with another request it is 422, while the first is still being processed 409; a malformed key is 400. Each names `header.idempotency-key`. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    paymentSources: {
                        cards?: {
                            amountInCents: number;
                            currency: string;
                            nameOnCard: string;
                            cardNumber: string;
                            cvv: string;
                            expiryMonth: string;
                            expiryYear: string;
                            cardHolder?: {
                                firstName?: string | null;
                                lastName?: string | null;
                                emailAddress?: string | null;
                                phoneNumber?: string | null;
                                countryIsoCode?: string;
                            } | null;
                            billingAddress?: {
                                addressLine1?: string | null;
                                addressLine2?: string | null;
                                postalCode?: string | null;
                                city?: string | null;
                                state?: string | null;
                                countryIsoCode?: string;
                            } | null;
                        }[] | null;
                        mobileWallets?: {
                            amountInCents: number;
                            currency: string;
                            mobileWalletOperator: string;
                            msisdn: string;
                        }[] | null;
                        bankAccounts?: {
                            amountInCents: number;
                            currency: string;
                            accountNumber: string;
                            bank: string;
                        }[] | null;
                        wallets?: {
                            amountInCents: number;
                            currency: string;
                            /** Format: uuid */
                            walletReference: string;
                        }[] | null;
                        cash?: {
                            amountInCents: number;
                            currency: string;
                        } | null;
                        applePay?: {
                            amountInCents: number;
                            currency: string;
                            paymentToken: string;
                        } | null;
                        googlePay?: {
                            amountInCents: number;
                            currency: string;
                            paymentToken: string;
                        } | null;
                    };
                    paymentDestinations: {
                        merchants?: {
                            amountInCents: number;
                            currency: string;
                            merchantReference: string;
                            merchantSource?: string | null;
                        }[] | null;
                        mobileWallets?: {
                            amountInCents: number;
                            currency: string;
                            mobileWalletOperator: string;
                            msisdn: string;
                        }[] | null;
                        bankAccounts?: {
                            amountInCents: number;
                            currency: string;
                            accountNumber: string;
                            bank: string;
                        }[] | null;
                        qrCodes?: {
                            amountInCents: number;
                            currency: string;
                            qrCode: string;
                        }[] | null;
                        cards?: {
                            amountInCents: number;
                            currency: string;
                            cardNumber: string;
                            nameOnCard?: string | null;
                        }[] | null;
                        wallets?: {
                            amountInCents: number;
                            currency: string;
                            /** Format: uuid */
                            walletReference: string;
                        }[] | null;
                        bills?: {
                            amountInCents: number;
                            currency: string;
                            /** Format: uuid */
                            productReference: string;
                            productFields?: {
                                [key: string]: string;
                            } | null;
                        }[] | null;
                        cash?: {
                            amountInCents: number;
                            currency: string;
                        } | null;
                    };
                    /** @enum {string} */
                    channel?: "Unknown" | "Web" | "USSD" | "Callback" | "Generated" | "Settlement" | "Scheduled" | "MobileApplication" | "SDK" | "POS" | "SuperPOS";
                    yourReference?: string | null;
                    splitReference?: string | null;
                    paymentFormSessionReference?: string | null;
                    consumer?: {
                        reference?: string | null;
                        yourReference?: string | null;
                        source?: string | null;
                        userReference?: string | null;
                        firstName?: string | null;
                        lastName?: string | null;
                        middleName?: string | null;
                        emailAddress?: string | null;
                        mobileNumber?: string | null;
                        countryIsoCode?: string | null;
                        dateOfBirth?: string | null;
                        /** @enum {string} */
                        gender?: "Male" | "Female";
                        preferredLanguage?: string | null;
                        /** @enum {string} */
                        kycStatusSummary?: "Unverified" | "Verified" | "Rejected";
                        isActive?: boolean;
                    } | null;
                    merchant?: {
                        reference?: string | null;
                        userReference?: string | null;
                        yourReference?: string | null;
                        source?: string | null;
                        name?: string;
                        categoryCode?: number;
                        category?: string | null;
                        emailAddress?: string | null;
                        mobileNumber?: string | null;
                        countryIsoCode?: string | null;
                        currency?: string;
                        /** @enum {string} */
                        kybStatusSummary?: "Unverified" | "Verified" | "PartiallyVerified" | "Rejected";
                        shortCode?: number | null;
                        isActive?: boolean;
                    } | null;
                    location?: {
                        latitude: number;
                        longitude: number;
                        timeZone?: string | null;
                        description?: string | null;
                    } | null;
                    paymentStatusWebhook?: {
                        /** Format: uri */
                        callbackUrl: string;
                        /** @default false */
                        onPaymentCompleteOnly?: boolean;
                    } | null;
                    description?: string | null;
                    recurrenceSchedule?: {
                        /** @enum {string} */
                        interval: "Daily" | "Weekly" | "Monthly" | "Yearly";
                        intervalCount?: number;
                        startDate?: string | null;
                        endDate?: string | null;
                        maxOccurrences?: number | null;
                        history?: {
                            [key: string]: unknown;
                        }[] | null;
                    } | null;
                    lineItems?: {
                        [key: string]: unknown;
                    }[] | null;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            paymentReference: string;
                            shortPaymentReference: string;
                            status: string;
                            isDuplicate: boolean;
                            statusUrl: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            410: components["responses"]["Gone"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "payments.paymentReceipt": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                paymentReference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            isComplete: boolean;
                            percentageComplete: number;
                            status: string;
                            paymentStartedDate?: string | null;
                            paymentCompletedDate?: string | null;
                            yourReference?: string | null;
                            description?: string | null;
                            paymentReference: string;
                            shortPaymentReference?: string | null;
                            splitReference?: string | null;
                            verificationCode?: string | null;
                            channel?: ("Unknown" | "Web" | "USSD" | "Callback" | "Generated" | "Settlement" | "Scheduled" | "MobileApplication" | "SDK" | "POS" | "SuperPOS") | null;
                            consumerReference?: string | null;
                            notificationFileReference?: string | null;
                            consumer?: {
                                [key: string]: unknown;
                            } | null;
                            location?: {
                                latitude: number;
                                longitude: number;
                                timeZone?: string | null;
                                description?: string | null;
                            } | null;
                            merchant?: {
                                [key: string]: unknown;
                            } | null;
                            paymentSources: {
                                [key: string]: {
                                    transactionReference: string;
                                    rail: string;
                                    status: string;
                                    amountInCents: number;
                                    currency: string;
                                    display: string;
                                    awaiting?: ("pin" | "confirmation") | null;
                                    declineCode?: string | null;
                                    failureReason?: string | null;
                                    refundedInCents?: number | null;
                                } | {
                                    transactionReference: string;
                                    rail: string;
                                    status: string;
                                    amountInCents: number;
                                    currency: string;
                                    display: string;
                                    awaiting?: ("pin" | "confirmation") | null;
                                    declineCode?: string | null;
                                    failureReason?: string | null;
                                    refundedInCents?: number | null;
                                }[];
                            };
                            paymentDestinations: {
                                [key: string]: {
                                    transactionReference: string;
                                    rail: string;
                                    status: string;
                                    amountInCents: number;
                                    currency: string;
                                    display: string;
                                    awaiting?: ("pin" | "confirmation") | null;
                                    declineCode?: string | null;
                                    failureReason?: string | null;
                                    refundedInCents?: number | null;
                                } | {
                                    transactionReference: string;
                                    rail: string;
                                    status: string;
                                    amountInCents: number;
                                    currency: string;
                                    display: string;
                                    awaiting?: ("pin" | "confirmation") | null;
                                    declineCode?: string | null;
                                    failureReason?: string | null;
                                    refundedInCents?: number | null;
                                }[];
                            };
                            amountTotals: {
                                currency: string;
                                amountInCents: number;
                            }[];
                            refundedAmountTotals?: {
                                currency: string;
                                amountInCents: number;
                            }[] | null;
                            awaiting?: {
                                /** @enum {string} */
                                kind: "pin" | "confirmation";
                                transactionReference: string;
                            } | null;
                            failureReason?: string | null;
                            lineItems: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "payments.qrPaymentStatus": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                billReference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            isComplete: boolean;
                            percentageComplete: number;
                            status: string;
                            paymentStartedDate?: string | null;
                            paymentCompletedDate?: string | null;
                            yourReference?: string | null;
                            description?: string | null;
                            paymentReference: string;
                            shortPaymentReference?: string | null;
                            splitReference?: string | null;
                            verificationCode?: string | null;
                            channel?: ("Unknown" | "Web" | "USSD" | "Callback" | "Generated" | "Settlement" | "Scheduled" | "MobileApplication" | "SDK" | "POS" | "SuperPOS") | null;
                            consumerReference?: string | null;
                            notificationFileReference?: string | null;
                            consumer?: {
                                [key: string]: unknown;
                            } | null;
                            location?: {
                                latitude: number;
                                longitude: number;
                                timeZone?: string | null;
                                description?: string | null;
                            } | null;
                            merchant?: {
                                [key: string]: unknown;
                            } | null;
                            paymentSources: {
                                [key: string]: {
                                    transactionReference: string;
                                    rail: string;
                                    status: string;
                                    amountInCents: number;
                                    currency: string;
                                    display: string;
                                    awaiting?: ("pin" | "confirmation") | null;
                                    declineCode?: string | null;
                                    failureReason?: string | null;
                                    refundedInCents?: number | null;
                                } | {
                                    transactionReference: string;
                                    rail: string;
                                    status: string;
                                    amountInCents: number;
                                    currency: string;
                                    display: string;
                                    awaiting?: ("pin" | "confirmation") | null;
                                    declineCode?: string | null;
                                    failureReason?: string | null;
                                    refundedInCents?: number | null;
                                }[];
                            };
                            paymentDestinations: {
                                [key: string]: {
                                    transactionReference: string;
                                    rail: string;
                                    status: string;
                                    amountInCents: number;
                                    currency: string;
                                    display: string;
                                    awaiting?: ("pin" | "confirmation") | null;
                                    declineCode?: string | null;
                                    failureReason?: string | null;
                                    refundedInCents?: number | null;
                                } | {
                                    transactionReference: string;
                                    rail: string;
                                    status: string;
                                    amountInCents: number;
                                    currency: string;
                                    display: string;
                                    awaiting?: ("pin" | "confirmation") | null;
                                    declineCode?: string | null;
                                    failureReason?: string | null;
                                    refundedInCents?: number | null;
                                }[];
                            };
                            amountTotals: {
                                currency: string;
                                amountInCents: number;
                            }[];
                            refundedAmountTotals?: {
                                currency: string;
                                amountInCents: number;
                            }[] | null;
                            awaiting?: {
                                /** @enum {string} */
                                kind: "pin" | "confirmation";
                                transactionReference: string;
                            } | null;
                            failureReason?: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "payments.paymentStatus": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                paymentReference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            isComplete: boolean;
                            percentageComplete: number;
                            status: string;
                            paymentStartedDate?: string | null;
                            paymentCompletedDate?: string | null;
                            yourReference?: string | null;
                            description?: string | null;
                            paymentReference: string;
                            shortPaymentReference?: string | null;
                            splitReference?: string | null;
                            verificationCode?: string | null;
                            channel?: ("Unknown" | "Web" | "USSD" | "Callback" | "Generated" | "Settlement" | "Scheduled" | "MobileApplication" | "SDK" | "POS" | "SuperPOS") | null;
                            consumerReference?: string | null;
                            notificationFileReference?: string | null;
                            consumer?: {
                                [key: string]: unknown;
                            } | null;
                            location?: {
                                latitude: number;
                                longitude: number;
                                timeZone?: string | null;
                                description?: string | null;
                            } | null;
                            merchant?: {
                                [key: string]: unknown;
                            } | null;
                            paymentSources: {
                                [key: string]: {
                                    transactionReference: string;
                                    rail: string;
                                    status: string;
                                    amountInCents: number;
                                    currency: string;
                                    display: string;
                                    awaiting?: ("pin" | "confirmation") | null;
                                    declineCode?: string | null;
                                    failureReason?: string | null;
                                    refundedInCents?: number | null;
                                } | {
                                    transactionReference: string;
                                    rail: string;
                                    status: string;
                                    amountInCents: number;
                                    currency: string;
                                    display: string;
                                    awaiting?: ("pin" | "confirmation") | null;
                                    declineCode?: string | null;
                                    failureReason?: string | null;
                                    refundedInCents?: number | null;
                                }[];
                            };
                            paymentDestinations: {
                                [key: string]: {
                                    transactionReference: string;
                                    rail: string;
                                    status: string;
                                    amountInCents: number;
                                    currency: string;
                                    display: string;
                                    awaiting?: ("pin" | "confirmation") | null;
                                    declineCode?: string | null;
                                    failureReason?: string | null;
                                    refundedInCents?: number | null;
                                } | {
                                    transactionReference: string;
                                    rail: string;
                                    status: string;
                                    amountInCents: number;
                                    currency: string;
                                    display: string;
                                    awaiting?: ("pin" | "confirmation") | null;
                                    declineCode?: string | null;
                                    failureReason?: string | null;
                                    refundedInCents?: number | null;
                                }[];
                            };
                            amountTotals: {
                                currency: string;
                                amountInCents: number;
                            }[];
                            refundedAmountTotals?: {
                                currency: string;
                                amountInCents: number;
                            }[] | null;
                            awaiting?: {
                                /** @enum {string} */
                                kind: "pin" | "confirmation";
                                transactionReference: string;
                            } | null;
                            failureReason?: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "system.ping": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "qr.decode": {
        parameters: {
            query: {
                qrCodeData: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            merchantInfo: {
                                merchantName?: string | null;
                                merchantCategoryCode?: string | null;
                                countryInfo?: string | null;
                                cityName?: string | null;
                                postalCode?: string | null;
                                visaPan?: string | null;
                                mastercardPan?: string | null;
                                languageInfo?: {
                                    languagePreference?: string | null;
                                    merchantNameAlt?: string | null;
                                    merchantCityAlt?: string | null;
                                    reservedFields?: {
                                        [key: string]: string;
                                    } | null;
                                } | null;
                                siteId?: string | null;
                                merchantId?: string | null;
                            };
                            qrType: number;
                            qrTypeDescription: string;
                            qrPresentationType: number;
                            qrPresentationTypeDescription: string;
                            payloadFormatIndicator?: string | null;
                            transactionInfo: {
                                transactionCurrency?: string | null;
                                transactionAmount?: string | null;
                                tipOrConvenienceFeeInfo?: {
                                    tipOrConvenienceIndicator?: string | null;
                                    convenienceFeeFixed?: string | null;
                                    convenienceFeePercentage?: string | null;
                                } | null;
                            };
                            additionalInfo?: {
                                billNumber?: string | null;
                                mobileNumber?: string | null;
                                storeLabel?: string | null;
                                loyaltyNumber?: string | null;
                                referenceLabel?: string | null;
                                customerLabel?: string | null;
                                terminalLabel?: string | null;
                                purposeOfTransaction?: string | null;
                                additionalConsumerDataRequest?: string | null;
                                merchantTaxId?: string | null;
                                merchantChannel?: string | null;
                                paymentSystemSpecificInfo?: {
                                    [key: string]: {
                                        globalUniqueIdentifier?: string | null;
                                        contextSpecificData?: {
                                            [key: string]: string;
                                        } | null;
                                        value?: string | null;
                                    };
                                } | null;
                                reservedFields?: {
                                    [key: string]: string;
                                } | null;
                            } | null;
                            merchantAccountInfo?: {
                                [key: string]: {
                                    globalUniqueIdentifier?: string | null;
                                    contextSpecificData?: {
                                        [key: string]: string;
                                    } | null;
                                    value?: string | null;
                                };
                            } | null;
                            unreservedFieldInfo?: {
                                [key: string]: {
                                    globalUniqueIdentifier?: string | null;
                                    contextSpecificData?: {
                                        [key: string]: string;
                                    } | null;
                                    value?: string | null;
                                };
                            } | null;
                            reservedFieldInfo?: {
                                [key: string]: string;
                            } | null;
                            scheme: {
                                name: string;
                                fields: {
                                    [key: string]: string;
                                };
                            };
                            warnings: {
                                code: string;
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "qr.generateDynamic": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    terminalReference: string;
                    /** @enum {string} */
                    qrCodeType: "NONE" | "V2QR" | "GHQR" | "NIBSSQR" | "ZapperQR" | "SnapScanQR" | "PayShapQR" | "MtnMoMoQR";
                    invoiceNumber: string;
                    amountInCents: number;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "qr.generateEmv": {
        parameters: {
            query?: {
                format?: "Base64" | "Svg" | "Text";
                logoImageUrl?: string;
                logoImageSize?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    qrType?: (number | string) | null;
                    qrTypeDescription?: string | null;
                    qrPresentationType?: (number | string) | null;
                    qrPresentationTypeDescription?: string | null;
                    payloadFormatIndicator?: string | null;
                    merchantInfo: {
                        merchantName: string;
                        merchantCategoryCode: string;
                        countryInfo: string;
                        cityName: string;
                        postalCode?: string | null;
                        visaPan?: string | null;
                        mastercardPan?: string | null;
                        languageInfo?: {
                            languagePreference?: string | null;
                            merchantNameAlt?: string | null;
                            merchantCityAlt?: string | null;
                            reservedFields?: {
                                [key: string]: string;
                            } | null;
                        } | null;
                        siteId?: string | null;
                        merchantId?: string | null;
                    };
                    transactionInfo: {
                        transactionCurrency: string;
                        transactionAmount?: string | null;
                        tipOrConvenienceFeeInfo?: {
                            tipOrConvenienceIndicator?: string | null;
                            convenienceFeeFixed?: string | null;
                            convenienceFeePercentage?: string | null;
                        } | null;
                    };
                    additionalInfo?: {
                        billNumber?: string | null;
                        mobileNumber?: string | null;
                        storeLabel?: string | null;
                        loyaltyNumber?: string | null;
                        referenceLabel?: string | null;
                        customerLabel?: string | null;
                        terminalLabel?: string | null;
                        purposeOfTransaction?: string | null;
                        additionalConsumerDataRequest?: string | null;
                        merchantTaxId?: string | null;
                        merchantChannel?: string | null;
                        paymentSystemSpecificInfo?: {
                            [key: string]: {
                                globalUniqueIdentifier?: string | null;
                                contextSpecificData?: {
                                    [key: string]: string;
                                } | null;
                                value?: string | null;
                            };
                        } | null;
                        reservedFields?: {
                            [key: string]: string;
                        } | null;
                    } | null;
                    merchantAccountInfo?: {
                        [key: string]: {
                            globalUniqueIdentifier?: string | null;
                            contextSpecificData?: {
                                [key: string]: string;
                            } | null;
                            value?: string | null;
                        };
                    } | null;
                    unreservedFieldInfo?: {
                        [key: string]: {
                            globalUniqueIdentifier?: string | null;
                            contextSpecificData?: {
                                [key: string]: string;
                            } | null;
                            value?: string | null;
                        };
                    } | null;
                    reservedFieldInfo?: {
                        [key: string]: string;
                    } | null;
                    scheme?: {
                        name: string;
                        fields: {
                            [key: string]: string;
                        };
                    } | null;
                    warnings?: {
                        code: string;
                        field: string;
                        message: string;
                    }[] | null;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "payments.transactionConfirm": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                transactionReference: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    confirm: boolean;
                };
            };
        };
        responses: {
            /** @description Success. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "payments.transactionPin": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                transactionReference: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    pin?: string | null;
                };
            };
        };
        responses: {
            /** @description Success. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "qr.validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    qrCode: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            canProcess: boolean;
                            supportedQrCodes: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "system.version": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            environment: string;
                            version: string;
                            modules: {
                                name: string;
                                routes: number;
                            }[];
                            plugins: {
                                name: string;
                                /** @constant */
                                kind: "rail";
                                connector: string;
                            }[];
                            extensions: {
                                name: string;
                                values: string[];
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "wallets.listWallets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            walletReference: string;
                            /** @enum {string} */
                            ownerType: "Consumer" | "Merchant";
                            ownerReference: string;
                            currency: string;
                            isActive: boolean;
                            createdDate: string;
                            availableAmountInCents: number;
                            currentAmountInCents: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "wallets.createWallet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    currency: string;
                    /** @enum {string} */
                    ownerType?: "Consumer" | "Merchant";
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            walletReference: string;
                            /** @enum {string} */
                            ownerType: "Consumer" | "Merchant";
                            ownerReference: string;
                            currency: string;
                            isActive: boolean;
                            createdDate: string;
                            availableAmountInCents: number;
                            currentAmountInCents: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "wallets.adminCreateWallet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    currency: string;
                    /** @enum {string} */
                    ownerType: "Consumer" | "Merchant";
                    /** Format: uuid */
                    ownerReference: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            walletReference: string;
                            /** @enum {string} */
                            ownerType: "Consumer" | "Merchant";
                            ownerReference: string;
                            currency: string;
                            isActive: boolean;
                            createdDate: string;
                            availableAmountInCents: number;
                            currentAmountInCents: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "wallets.adminGetWallet": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                walletReference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            walletReference: string;
                            /** @enum {string} */
                            ownerType: "Consumer" | "Merchant";
                            ownerReference: string;
                            currency: string;
                            isActive: boolean;
                            createdDate: string;
                            availableAmountInCents: number;
                            currentAmountInCents: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "wallets.adminUpdateWallet": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                walletReference: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    isActive: boolean;
                    /** Format: uuid */
                    walletReference?: string;
                    /** @enum {string} */
                    ownerType?: "Consumer" | "Merchant";
                    /** Format: uuid */
                    ownerReference?: string;
                    currency?: string;
                    createdDate?: string;
                    availableAmountInCents?: number;
                    currentAmountInCents?: number;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            walletReference: string;
                            /** @enum {string} */
                            ownerType: "Consumer" | "Merchant";
                            ownerReference: string;
                            currency: string;
                            isActive: boolean;
                            createdDate: string;
                            availableAmountInCents: number;
                            currentAmountInCents: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "wallets.getWallet": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                walletReference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            walletReference: string;
                            /** @enum {string} */
                            ownerType: "Consumer" | "Merchant";
                            ownerReference: string;
                            currency: string;
                            isActive: boolean;
                            createdDate: string;
                            availableAmountInCents: number;
                            currentAmountInCents: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "webhooks.adminSecret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    receiverId?: string;
                    rotate?: boolean;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            receiverId: string;
                            secret: string;
                            generation: number;
                            previousSecret: string | null;
                            previousSecretValidUntil: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "refunds.refund": {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional: 1 to 255 printable ASCII characters without spaces (a UUID v4 recommended), scoped to the caller and the route, kept 24 h. A repeat with the same request answers what the first answered and does nothing twice; with another request it is 422, while the first is still being processed 409; a malformed key is 400. Each names `header.idempotency-key`. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    sourceTransactionReference: string;
                    /** Format: uuid */
                    destinationTransactionReference: string;
                    clientData?: {
                        [key: string]: unknown;
                    } | null;
                    refundAmountInCents: number;
                };
            };
        };
        responses: {
            /** @description Success. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            reference: string;
                            refundStatusUrls: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "refunds.externalCardRefund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    transactionDateUtc?: string | null;
                    timeZone?: string | null;
                    transactionBatchReference?: string | null;
                    splitReference?: string | null;
                    tipEmployeeReference?: string | null;
                    transactionReference?: string | null;
                    transactionNumber?: string | null;
                    transactionType?: string | null;
                    merchantAccountNumber?: string | null;
                    terminalNumber?: string | null;
                    batchNumber?: string | null;
                    customDescription?: string | null;
                    currency?: string;
                    requestedAmountInCents?: number | null;
                    approvedAmountInCents?: number | null;
                    requestedCashbackAmountInCents?: number | null;
                    approvedCashbackAmountInCents?: number | null;
                    requestedMerchantFeeInCents?: number | null;
                    approvedMerchantFeeInCents?: number | null;
                    requestedTaxAmountInCents?: number | null;
                    approvedTaxAmountInCents?: number | null;
                    requestedTipAmountInCents?: number | null;
                    approvedTipAmountInCents?: number | null;
                    maskedCardNumber?: string | null;
                    expiryDate?: string | null;
                    authCode?: string | null;
                    authMode?: string | null;
                    resultCode?: string | null;
                    message?: string | null;
                    detailedMessage?: string | null;
                    hostResponse?: string | null;
                    gatewayTransactionReference?: string | null;
                    gatewayResponse?: string | null;
                    avsResponse?: string | null;
                    cvvResponse?: string | null;
                    issuerResponseCode?: string | null;
                    globalUniqueIdentifier?: string | null;
                    cardPresentFlag?: string | null;
                    entryModeFlag?: string | null;
                    pinStatusFlag?: string | null;
                    apppn?: string | null;
                    aid?: string | null;
                    atc?: string | null;
                    ac?: string | null;
                    tvr?: string | null;
                    tsi?: string | null;
                    cvm?: string | null;
                    ctq?: string | null;
                    stan?: string | null;
                    invoiceNumber?: string | null;
                    receiptNumber?: string | null;
                    nameOnCard?: string | null;
                    location?: {
                        latitude: number;
                        longitude: number;
                        timeZone?: string | null;
                        description?: string | null;
                    } | null;
                    printLines?: string[] | null;
                    lineItems?: {
                        [key: string]: unknown;
                    }[] | null;
                    clientData?: {
                        [key: string]: unknown;
                    } | null;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            refundCompletedDate?: string | null;
                            createdDate: string;
                            reference: string;
                            shortReference?: string | null;
                            description?: string | null;
                            originalAmountInCents: number;
                            amountAttemptedInCents: number;
                            amountInCents: number;
                            cashbackAmountInCents: number;
                            fees: {
                                [key: string]: unknown;
                            }[];
                            data: {
                                [key: string]: unknown;
                            }[];
                            currency: string;
                            status: number;
                            category: number;
                            summaryStatus: number;
                            isComplete: boolean;
                            message?: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "refunds.refundReceipt": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                refundReference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            refundCompletedDate?: string | null;
                            createdDate: string;
                            reference: string;
                            shortReference?: string | null;
                            description?: string | null;
                            originalAmountInCents: number;
                            amountAttemptedInCents: number;
                            amountInCents: number;
                            cashbackAmountInCents: number;
                            fees: {
                                [key: string]: unknown;
                            }[];
                            data: {
                                [key: string]: unknown;
                            }[];
                            currency: string;
                            status: number;
                            category: number;
                            summaryStatus: number;
                            isComplete: boolean;
                            message?: string | null;
                            yourReference?: string | null;
                            originalPaymentReceipt?: {
                                [key: string]: unknown;
                            } | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
    "refunds.refundStatus": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                refundReference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        result: {
                            refundCompletedDate?: string | null;
                            createdDate: string;
                            reference: string;
                            shortReference?: string | null;
                            description?: string | null;
                            originalAmountInCents: number;
                            amountAttemptedInCents: number;
                            amountInCents: number;
                            cashbackAmountInCents: number;
                            fees: {
                                [key: string]: unknown;
                            }[];
                            data: {
                                [key: string]: unknown;
                            }[];
                            currency: string;
                            status: number;
                            category: number;
                            summaryStatus: number;
                            isComplete: boolean;
                            message?: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["Internal"];
        };
    };
}
