// The inline script the Rails layout renders before the bundles (gon gem).
import './vendor/browser-env.mjs';
import $ from './vendor/jquery.mjs';

window.gon = window.gon || {};
gon.relative_url_root = '';
gon.api_version = 'v3';
gon.current_user_id = 7;
gon.api_token = 'secret';

$.ajaxSetup({ headers: { 'PRIVATE-TOKEN': gon.api_token } });
