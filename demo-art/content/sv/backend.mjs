// Services for Swedish clients: on the Swedish pages their test names and documented purposes are
// Swedish. Routes, JSON, schemas, HTTP statuses, the services' names and the test runners' own
// output stay as they are (they are code, or what the tools print).
import { keep } from "../words.mjs";

const HTTP = keep("GET", "POST", "PUT", "PATCH", "DELETE", "v1");

export const slowfashionApi = {
  ...HTTP,
  ...keep("api.slowfashion.example.com", "Slowfashion", "Rental API", "/garments", "/garments/{id}/availability", "/bookings",
    "/bookings/{id}", "/returns", "dotnet test", "Passed: 48  Failed: 0  Time: 3.2 s", "api.slowfashion.example.com/docs",
    "Slowfashion Rental API", "/care-periods", "POST /bookings", '  "garmentId": 1042,', '  "size": "M",',
    '  "from": "2022-11-01",', '  "days": 30', "201 Created", '{ "bookingId": 9317,', '  "careUntil": "2022-12-03" }',
    "Garment", "Id  PK", "Name", "Brand", "Category", "GarmentSize", "GarmentId  FK", "Size", "Count", "Booking",
    "GarmentSizeId  FK", "From", "To", "Status", "CarePeriod", "BookingId  FK", "Kind", "Until", "S", "M", "L", "XL"),
  "a rental blocks the care days after it": "en uthyrning spärrar tvättdagarna efteråt",
  "two bookings cannot share a size and day": "två bokningar delar inte storlek och dag",
  "late return moves the next booking": "sen retur flyttar nästa bokning",
  "damaged item goes to mending": "skadat plagg går till lagning",
  "extension fails if the next day is taken": "förlängning nekas om nästa dag är tagen",
  "cancelling frees the calendar": "avbokning frigör kalendern",
  "sizes are counted per garment": "storlekar räknas per plagg",
  "returns on a Sunday are accepted": "retur på en söndag godtas",
  "list with sizes": "lista med storlekar",
  calendar: "kalender",
  "Size M": "Storlek M",
  "reserve a size": "boka en storlek",
  extend: "förläng",
  "check in": "återlämna",
  cancel: "avboka",
  "wash and mend": "tvätt och lagning",
};

export const salonBookingApi = {
  ...HTTP,
  ...keep("salon-api.example.com", "Salon", "Booking API", "/services", "/slots?service=colour", "/bookings",
    "/bookings/{code}", "/stylists/{id}/schedule", "dotnet test --filter Slots", "Passed: 36  Failed: 0  Time: 1.9 s",
    "salon-api.example.com/docs", "Salon Booking API", "/opening-hours", "GET /slots?service=colour&date=2023-03-25", "200 OK",
    '  { "stylist": 2, "start": "09:00" },', '  { "stylist": 3, "start": "10:30" },', '  { "stylist": 2, "start": "11:00" }',
    "Stylist", "Id  PK", "DisplayName", "Active", "Service", "Name", "Minutes", "Price", "Schedule", "StylistId  FK",
    "Weekday", "From", "To", "Booking", "ServiceId  FK", "Start", "Code"),
  "a colour needs two free hours": "en färgning kräver två lediga timmar",
  "a cut fits in forty minutes": "en klippning ryms på fyrtio minuter",
  "stylists' own schedules apply": "frisörernas egna scheman gäller",
  "Saturdays close at 14:00": "lördagar stänger 14:00",
  "no slot crosses the lunch break": "ingen tid går över lunchen",
  "summer time week has no gap": "sommartidsveckan har inget glapp",
  "booked slot answers 409 Problem": "bokad tid svarar 409 Problem",
  "unknown service answers 400": "okänd tjänst svarar 400",
  "cut, colour…": "klippning, färg…",
  "free times": "lediga tider",
  "phone + code": "telefon + kod",
  cancel: "avboka",
  "staff only": "bara personal",
};

export const stockSyncService = {
  ...HTTP,
  ...keep("sync.allatiders.example.com", "AllaTiders", "Stock Sync", "/webhooks/shop", "/webhooks/marketplace-a",
    "/webhooks/marketplace-b", "/items/{id}/listings", "/status", "npm test", "Tests: 27 passed, 27 total",
    "sync.allatiders.example.com/docs", "AllaTiders Stock Sync", "/retry", "POST /webhooks/shop",
    '{ "itemId": "0418", "orderId": "S-5521" }', "-> reserve 0418 (shop)", "-> withdraw marketplace-a … ok",
    "-> withdraw marketplace-b … 503", "-> queued retry in 30 s", "-> withdraw marketplace-b … ok", "item", "id  PK", "title",
    "status", "reserved_at", "listing", "item_id  FK", "channel", "external_id", "retry_queue", "listing_id  FK", "attempts",
    "next_at", "shop", "marketplace-a", "marketplace-b", "No. 0418", "8 400 kr"),
  "reserves the item in one transaction": "reserverar varan i en transaktion",
  "withdraws listings on other channels": "drar tillbaka annonser i andra kanaler",
  "two orders in the same second: one wins": "två ordrar samma sekund: en vinner",
  "retries with back-off when a channel is down": "försöker igen med back-off om en kanal är nere",
  "alerts the owner after ten minutes": "larmar ägaren efter tio minuter",
  "detects a 200 that did nothing": "upptäcker en 200 som inte gjorde något",
  "ignores duplicate webhooks": "ignorerar dubbla webhooks",
  "order placed": "order lagd",
  "per channel": "per kanal",
  "last sync": "senaste synk",
  "flush queue": "töm kön",
};
