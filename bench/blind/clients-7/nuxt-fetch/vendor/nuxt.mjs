// What Nuxt 3 auto-imports, trimmed: defineNuxtConfig, useRuntimeConfig (the config's
// runtimeConfig), useFetch (an awaitable { data, error } over ofetch's $fetch) and the h3 event
// helpers server routes use.
import { $fetch } from 'ofetch';
import nuxtConfig from '../nuxt.config.mjs';

export const defineNuxtConfig = (config) => config;

export const useRuntimeConfig = () => nuxtConfig.runtimeConfig;

export async function useFetch(url, { key, lazy, server, watch, ...options } = {}) {
  void key, lazy, server, watch;
  try {
    return { data: { value: await $fetch(url, options) }, error: { value: null } };
  } catch (error) {
    return { data: { value: null }, error: { value: error } };
  }
}

export { $fetch };

export const defineEventHandler = (handler) => handler;
export const getRouterParam = (event, name) => event.context.params[name];
export const getQuery = (event) => event.query ?? {};
export const readBody = async (event) => event.body;
