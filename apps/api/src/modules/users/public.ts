/** What other areas and tools use of the users: a user's profile and rights, the first full-access user. */
export { createFullAccessUser, getUserInfo } from './users.repository.ts';
