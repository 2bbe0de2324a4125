/** Where the API lives: the console's files, the provider and the health checks are outside it. */
export const API_PREFIX = '/services/';
