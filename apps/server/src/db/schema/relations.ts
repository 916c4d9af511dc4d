// Relations for Drizzle's relational queries (db.query.x.findMany({ with })). They add no SQL constraints.
import { relations } from 'drizzle-orm';
import { apiClients } from './api-clients.ts';
import { invoices, plans, subscriptions } from './billing.ts';
import { chatMessages, chatThreads } from './chat.ts';
import { categories, companies, companyCategories, employees, products, services } from './companies.ts';
import { complaintCommentVotes, complaintComments, complaintVotes, complaints } from './complaints.ts';
import { emailDetails } from './mail.ts';
import { ratings } from './ratings.ts';
import { reviewCommentVotes, reviewComments, reviewVotes, reviews } from './reviews.ts';
import { companyStats, customerStats } from './stats.ts';
import { widgets } from './widgets.ts';
import { adminRoles, users } from './users.ts';

export const usersRelations = relations(users, ({ one, many }) => ({
  company: one(companies, { fields: [users.companyId], references: [companies.id], relationName: 'userCompany' }),
  adminRole: one(adminRoles, { fields: [users.adminRoleId], references: [adminRoles.id] }),
  employee: one(employees, { fields: [users.id], references: [employees.userId] }),
  stats: one(customerStats, { fields: [users.id], references: [customerStats.userId] }),
  ownedCompanies: many(companies, { relationName: 'companyOwner' }),
  complaints: many(complaints, { relationName: 'complaintCustomer' }),
  reviews: many(reviews),
  ratings: many(ratings),
  chatThreads: many(chatThreads),
}));

export const adminRolesRelations = relations(adminRoles, ({ many }) => ({
  users: many(users),
}));

export const companiesRelations = relations(companies, ({ one, many }) => ({
  owner: one(users, { fields: [companies.ownerUserId], references: [users.id], relationName: 'companyOwner' }),
  members: many(users, { relationName: 'userCompany' }),
  stats: one(companyStats, { fields: [companies.id], references: [companyStats.companyId] }),
  emailDetails: one(emailDetails, { fields: [companies.id], references: [emailDetails.companyId] }),
  categories: many(companyCategories),
  products: many(products),
  services: many(services),
  employees: many(employees),
  complaints: many(complaints),
  reviews: many(reviews),
  ratings: many(ratings),
  widgets: many(widgets),
  subscriptions: many(subscriptions),
  apiClients: many(apiClients),
}));

export const companyStatsRelations = relations(companyStats, ({ one }) => ({
  company: one(companies, { fields: [companyStats.companyId], references: [companies.id] }),
}));

export const customerStatsRelations = relations(customerStats, ({ one }) => ({
  user: one(users, { fields: [customerStats.userId], references: [users.id] }),
}));

export const categoriesRelations = relations(categories, ({ many }) => ({
  companies: many(companyCategories),
}));

export const companyCategoriesRelations = relations(companyCategories, ({ one }) => ({
  company: one(companies, { fields: [companyCategories.companyId], references: [companies.id] }),
  category: one(categories, { fields: [companyCategories.categoryId], references: [categories.id] }),
}));

export const productsRelations = relations(products, ({ one }) => ({
  company: one(companies, { fields: [products.companyId], references: [companies.id] }),
}));

export const servicesRelations = relations(services, ({ one }) => ({
  company: one(companies, { fields: [services.companyId], references: [companies.id] }),
}));

export const employeesRelations = relations(employees, ({ one }) => ({
  user: one(users, { fields: [employees.userId], references: [users.id] }),
  company: one(companies, { fields: [employees.companyId], references: [companies.id] }),
}));

export const complaintsRelations = relations(complaints, ({ one, many }) => ({
  company: one(companies, { fields: [complaints.companyId], references: [companies.id] }),
  customer: one(users, { fields: [complaints.customerId], references: [users.id], relationName: 'complaintCustomer' }),
  category: one(categories, { fields: [complaints.categoryId], references: [categories.id] }),
  product: one(products, { fields: [complaints.productId], references: [products.id] }),
  repostOf: one(complaints, { fields: [complaints.repostComplaintId], references: [complaints.id], relationName: 'repost' }),
  reposts: many(complaints, { relationName: 'repost' }),
  votes: many(complaintVotes),
  comments: many(complaintComments),
}));

export const complaintVotesRelations = relations(complaintVotes, ({ one }) => ({
  complaint: one(complaints, { fields: [complaintVotes.complaintId], references: [complaints.id] }),
}));

export const complaintCommentsRelations = relations(complaintComments, ({ one, many }) => ({
  complaint: one(complaints, { fields: [complaintComments.complaintId], references: [complaints.id] }),
  author: one(users, { fields: [complaintComments.authorId], references: [users.id] }),
  parent: one(complaintComments, { fields: [complaintComments.parentId], references: [complaintComments.id], relationName: 'thread' }),
  replies: many(complaintComments, { relationName: 'thread' }),
  votes: many(complaintCommentVotes),
}));

export const complaintCommentVotesRelations = relations(complaintCommentVotes, ({ one }) => ({
  comment: one(complaintComments, { fields: [complaintCommentVotes.commentId], references: [complaintComments.id] }),
}));

export const reviewsRelations = relations(reviews, ({ one, many }) => ({
  company: one(companies, { fields: [reviews.companyId], references: [companies.id] }),
  customer: one(users, { fields: [reviews.customerId], references: [users.id] }),
  category: one(categories, { fields: [reviews.categoryId], references: [categories.id] }),
  votes: many(reviewVotes),
  comments: many(reviewComments),
}));

export const reviewVotesRelations = relations(reviewVotes, ({ one }) => ({
  review: one(reviews, { fields: [reviewVotes.reviewId], references: [reviews.id] }),
}));

export const reviewCommentsRelations = relations(reviewComments, ({ one, many }) => ({
  review: one(reviews, { fields: [reviewComments.reviewId], references: [reviews.id] }),
  author: one(users, { fields: [reviewComments.authorId], references: [users.id] }),
  parent: one(reviewComments, { fields: [reviewComments.parentId], references: [reviewComments.id], relationName: 'thread' }),
  replies: many(reviewComments, { relationName: 'thread' }),
  votes: many(reviewCommentVotes),
}));

export const reviewCommentVotesRelations = relations(reviewCommentVotes, ({ one }) => ({
  comment: one(reviewComments, { fields: [reviewCommentVotes.commentId], references: [reviewComments.id] }),
}));

export const ratingsRelations = relations(ratings, ({ one }) => ({
  company: one(companies, { fields: [ratings.companyId], references: [companies.id] }),
  customer: one(users, { fields: [ratings.customerId], references: [users.id] }),
}));

export const chatThreadsRelations = relations(chatThreads, ({ one, many }) => ({
  user: one(users, { fields: [chatThreads.userId], references: [users.id] }),
  messages: many(chatMessages),
}));

export const chatMessagesRelations = relations(chatMessages, ({ one }) => ({
  thread: one(chatThreads, { fields: [chatMessages.threadId], references: [chatThreads.id] }),
}));

export const widgetsRelations = relations(widgets, ({ one }) => ({
  company: one(companies, { fields: [widgets.companyId], references: [companies.id] }),
}));

export const plansRelations = relations(plans, ({ many }) => ({
  subscriptions: many(subscriptions),
}));

export const subscriptionsRelations = relations(subscriptions, ({ one, many }) => ({
  company: one(companies, { fields: [subscriptions.companyId], references: [companies.id] }),
  plan: one(plans, { fields: [subscriptions.planId], references: [plans.id] }),
  invoices: many(invoices),
}));

export const invoicesRelations = relations(invoices, ({ one }) => ({
  subscription: one(subscriptions, { fields: [invoices.subscriptionId], references: [subscriptions.id] }),
}));

export const apiClientsRelations = relations(apiClients, ({ one }) => ({
  company: one(companies, { fields: [apiClients.companyId], references: [companies.id] }),
}));

export const emailDetailsRelations = relations(emailDetails, ({ one }) => ({
  company: one(companies, { fields: [emailDetails.companyId], references: [companies.id] }),
}));
