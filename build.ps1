#!/usr/bin/env pwsh
# One entry point for the project's chores. Run with the local tool: dotnet tool restore; dotnet pwsh build.ps1 test
param(
    [Parameter(Position = 0)]
    [ValidateSet('restore', 'build', 'test', 'bench', 'docs')]
    [string] $Target = 'test',

    # Passed through to the benchmark app (bench) or to dotnet test (test).
    [Parameter(Position = 1, ValueFromRemainingArguments = $true)]
    [string[]] $Rest = @()
)

$ErrorActionPreference = 'Stop'
Set-Location $PSScriptRoot
$env:DOTNET_CLI_TELEMETRY_OPTOUT = '1'
$env:DOTNET_NOLOGO = '1'

function Invoke-Dotnet {
    & dotnet @args
    if ($LASTEXITCODE -ne 0) { throw "dotnet $($args -join ' ') failed with exit code $LASTEXITCODE" }
}

switch ($Target) {
    'restore' { Invoke-Dotnet restore --locked-mode }
    'build'   { Invoke-Dotnet build -c Release -warnaserror }
    'test'    { Invoke-Dotnet test @Rest }
    'bench'   { Invoke-Dotnet run -c Release --project StockPrices.Benchmarks -- @Rest }
    'docs'    { Invoke-Dotnet run -c Release --project StockPrices.Benchmarks -- docs @Rest }
}
