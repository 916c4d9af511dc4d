// Every PostgreSQL enum. Values shared with the API come from @redress/contract so table and contract agree.
import { pgEnum } from 'drizzle-orm/pg-core';
import { COMPLAINT_STATUSES, PROFILE_TYPES } from '@redress/contract';

export const USER_STATUSES = ['active', 'suspended', 'disabled'] as const;
export const ONE_TIME_CODE_PURPOSES = ['verify_email', 'reset_password', 'two_factor', 'login', 'verify_domain'] as const;
export const COMPANY_STATUSES = ['active', 'suspended', 'deleted'] as const;
export const EMPLOYEE_ROLES = ['manager', 'agent'] as const;
export const COMMENT_TYPES = ['comment', 'reply'] as const;
export const COMMENT_INITIATORS = ['customer', 'company'] as const;
export const REVIEW_STATUSES = ['published', 'flagged', 'removed'] as const;
export const CHAT_SENDER_TYPES = ['CUSTOMER', 'ADMIN'] as const;
export const REPORT_ENTITY_TYPES = ['complaint', 'review', 'comment', 'rating'] as const;
export const REPORT_STATUSES = ['open', 'handled'] as const;
export const ADVERT_PLACEMENTS = ['side', 'top'] as const;
export const PLAN_INTERVALS = ['month', 'year'] as const;
export const SUBSCRIPTION_STATUSES = ['active', 'cancelled', 'past_due'] as const;
export const INVOICE_STATUSES = ['open', 'paid', 'void'] as const;
export const MAIL_STATUSES = ['pending', 'sent', 'failed', 'logged'] as const;

export const profileTypeEnum = pgEnum('profile_type', PROFILE_TYPES);
export const complaintStatusEnum = pgEnum('complaint_status', COMPLAINT_STATUSES);
export const userStatusEnum = pgEnum('user_status', USER_STATUSES);
export const oneTimeCodePurposeEnum = pgEnum('one_time_code_purpose', ONE_TIME_CODE_PURPOSES);
export const companyStatusEnum = pgEnum('company_status', COMPANY_STATUSES);
export const employeeRoleEnum = pgEnum('employee_role', EMPLOYEE_ROLES);
export const commentTypeEnum = pgEnum('comment_type', COMMENT_TYPES);
export const commentInitiatorEnum = pgEnum('comment_initiator', COMMENT_INITIATORS);
export const reviewStatusEnum = pgEnum('review_status', REVIEW_STATUSES);
export const chatSenderTypeEnum = pgEnum('chat_sender_type', CHAT_SENDER_TYPES);
export const reportEntityTypeEnum = pgEnum('report_entity_type', REPORT_ENTITY_TYPES);
export const reportStatusEnum = pgEnum('report_status', REPORT_STATUSES);
export const advertPlacementEnum = pgEnum('advert_placement', ADVERT_PLACEMENTS);
export const planIntervalEnum = pgEnum('plan_interval', PLAN_INTERVALS);
export const subscriptionStatusEnum = pgEnum('subscription_status', SUBSCRIPTION_STATUSES);
export const invoiceStatusEnum = pgEnum('invoice_status', INVOICE_STATUSES);
export const mailStatusEnum = pgEnum('mail_status', MAIL_STATUSES);
