// The Swift client: see Client.swift
