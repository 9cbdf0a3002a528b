// A trimmed @nestjs/axios: HttpService wraps an axios instance and answers cold Observables of
// AxiosResponse; HttpModule.registerAsync builds the instance from injected config.
import axios, { type AxiosInstance, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { Observable } from '../rxjs.mjs';
import type { DynamicModule, Token } from './common.mjs';

export class HttpService {
  constructor(protected readonly instance: AxiosInstance = axios) {}

  get axiosRef(): AxiosInstance {
    return this.instance;
  }

  request<T = any>(config: AxiosRequestConfig): Observable<AxiosResponse<T>> {
    return this.makeObservable<T>(() => this.instance.request<T>(config));
  }
  get<T = any>(url: string, config?: AxiosRequestConfig): Observable<AxiosResponse<T>> {
    return this.makeObservable<T>(() => this.instance.get<T>(url, config));
  }
  delete<T = any>(url: string, config?: AxiosRequestConfig): Observable<AxiosResponse<T>> {
    return this.makeObservable<T>(() => this.instance.delete<T>(url, config));
  }
  post<T = any>(url: string, data?: unknown, config?: AxiosRequestConfig): Observable<AxiosResponse<T>> {
    return this.makeObservable<T>(() => this.instance.post<T>(url, data, config));
  }
  put<T = any>(url: string, data?: unknown, config?: AxiosRequestConfig): Observable<AxiosResponse<T>> {
    return this.makeObservable<T>(() => this.instance.put<T>(url, data, config));
  }
  patch<T = any>(url: string, data?: unknown, config?: AxiosRequestConfig): Observable<AxiosResponse<T>> {
    return this.makeObservable<T>(() => this.instance.patch<T>(url, data, config));
  }

  protected makeObservable<T>(call: () => Promise<AxiosResponse<T>>): Observable<AxiosResponse<T>> {
    return new Observable<AxiosResponse<T>>((subscriber) => {
      call().then(
        (res) => {
          subscriber.next(res);
          subscriber.complete();
        },
        (err) => subscriber.error(err),
      );
    });
  }
}

export class HttpModule {
  static registerAsync(options: { inject?: Token[]; useFactory: (...deps: any[]) => AxiosRequestConfig }): DynamicModule {
    return {
      module: HttpModule,
      providers: [{ provide: HttpService, useFactory: (...deps: unknown[]) => new HttpService(axios.create(options.useFactory(...deps))), inject: options.inject ?? [] }],
      exports: [HttpService],
    };
  }
}
