/**
 * The router every app uses. Sharing react-router as a federated module ships all of it
 * (~60 KiB gzip on every first page: a shared module is not tree-shaken); re-exported from
 * here, only these parts travel, once, inside @puente/shared. Apps import routing from
 * @puente/shared only (lint enforces it), so every Link sits in the same router context.
 */
export { BrowserRouter, Link, Navigate, NavLink, Route, Routes, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
export type { Location, NavigateFunction } from 'react-router';
