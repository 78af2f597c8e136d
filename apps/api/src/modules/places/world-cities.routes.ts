import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CityPictureParamsSchema,
  CitySuggestQuerySchema,
  CitySuggestReplySchema,
  CountriesQuerySchema,
  CountriesReplySchema,
  PlaceDetailQuerySchema,
  PlaceDetailReplySchema,
  ProvincesQuerySchema,
  ProvincesReplySchema,
  SightsQuerySchema,
  SightsReplySchema,
  WorldCitiesQuerySchema,
  WorldCitiesReplySchema,
} from '@travel/contracts/places';
import type { ReferenceCatalog } from '@travel/reference-data';
import { ok } from '../../lib/reply';
import type { PlaceDetailService } from './place-detail.service';
import { placePicture } from './place-picture';
import type { WorldCitiesService } from './world-cities.service';

export function worldCitiesRoutes(
  app: FastifyInstance,
  services: {
    catalog: ReferenceCatalog;
    worldCities: WorldCitiesService;
    detail: PlaceDetailService;
  },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { worldCities, detail, catalog } = services;
  const tags = ['places'];

  routes.get(
    '/api/WorldCities',
    {
      schema: {
        tags,
        summary: 'Popular destinations and continents with their countries and cities',
        querystring: WorldCitiesQuerySchema,
        response: { 200: WorldCitiesReplySchema },
      },
    },
    async (request) => {
      return ok(worldCities.worldCities(request.query.lan));
    },
  );

  routes.get(
    '/api/WorldCities/GetDetail',
    {
      schema: {
        tags,
        summary: 'One city (IATA city code or city id), country or continent',
        querystring: PlaceDetailQuerySchema,
        response: { 200: PlaceDetailReplySchema },
      },
    },
    async (request) => {
      const { code, type, lan } = request.query;
      const place = detail.detail(code, type, lan);
      return ok(place);
    },
  );

  routes.get(
    '/api/WorldCities/Suggest',
    {
      schema: {
        tags,
        summary: 'City search by name or IATA city code (at most 10)',
        querystring: CitySuggestQuerySchema,
        response: { 200: CitySuggestReplySchema },
      },
    },
    async (request) => {
      return ok(worldCities.suggest(request.query.word, request.query.lan));
    },
  );

  routes.get(
    '/api/WorldCities/GetSights',
    {
      schema: {
        tags,
        summary: "A city's airports and the large cities within day-trip reach",
        querystring: SightsQuerySchema,
        response: { 200: SightsReplySchema },
      },
    },
    async (request) => {
      const sights = worldCities.sights(request.query.code);
      return ok(sights);
    },
  );

  routes.get(
    '/api/WorldCities/GetCountries',
    {
      schema: {
        tags,
        summary: 'Countries sorted by name in the language asked for',
        querystring: CountriesQuerySchema,
        response: { 200: CountriesReplySchema },
      },
    },
    async (request) => {
      return ok(worldCities.countries(request.query.lan));
    },
  );

  routes.get(
    '/api/WorldCities/GetProvinces',
    {
      schema: {
        tags,
        summary: 'States and provinces of a country',
        querystring: ProvincesQuerySchema,
        response: { 200: ProvincesReplySchema },
      },
    },
    async (request) => {
      const provinces = worldCities.provinces(request.query.countryCode);
      return ok(provinces);
    },
  );

  routes.get(
    '/api/WorldCities/Pic/:code',
    {
      schema: {
        tags,
        summary: 'Generated illustration of a city, country or continent (SVG)',
        params: CityPictureParamsSchema,
      },
    },
    async (request, reply) => {
      const svg = placePicture(catalog, request.params.code.replace(/\.svg$/, ''));
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(svg);
    },
  );
}
